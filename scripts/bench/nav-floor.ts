import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

// The floors of `npm run bench:nav`: two plain static pages, a list with one card-sized link and the
// page it leads to (a title and a subtitle, the size of a project page's header), with no script,
// no stylesheet file and no image, served gzipped by a tiny server on loopback. A tap on the link
// is the least a tap from the home page to a project page can cost on the same network.
// And the same list at /in-page, whose few lines of script answer the tap in place, as an app does
// once it runs: the address changes (pushState) and the list gives way to the project's title and
// subtitle, with no framework and nothing to fetch: the least a client-side navigation costs.

/** The floor's title: as long as a project's, so that its text paints about as much. */
export const floorTitle = "A plain static project page";

const head = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5}h1{font-size:2.25rem;line-height:1.1}a.card{display:block;border:1px solid #ccc;border-radius:1rem;padding:1.25rem;color:inherit;text-decoration:none;min-height:12rem}</style>
</head>
<body>
<main>
`;

const projectList = `<h2>Projects</h2>
<a class="card" href="/project"><h3>${floorTitle}</h3><p>A card as large as one of the site's, the whole of it one link to the page below.</p></a>`;
const projectHeader = `<h1>${floorTitle}</h1>
<p>A subtitle of a sentence or two, like a project's, under its title: the largest text on the first screen.</p>`;

/** The in-page floor's script: the project's header replaces the list, in the same document. */
const inPage = `<script>
document.querySelector("a.card").addEventListener("click", (event) => {
  event.preventDefault();
  history.pushState(null, "", "/project");
  document.querySelector("main").innerHTML = ${JSON.stringify(projectHeader)};
});
</script>`;

const pages: Record<string, string> = {
  "/": `${head("Floor projects")}${projectList}
</main>
</body>
</html>
`,
  "/in-page": `${head("Floor projects")}${projectList}
</main>
${inPage}
</body>
</html>
`,
  "/project": `${head(floorTitle)}${projectHeader}
<p>Nothing else: no script, no stylesheet file, no image.</p>
</main>
</body>
</html>
`,
};

/** Serves the floors' pages, gzipped (like nginx with gzip on), not cached, as the site's pages. */
export async function serveNavFloor(port: number): Promise<{ url: string; stop(): void }> {
  const gzipped = new Map(
    Object.entries(pages).map(([path, html]) => [path, gzipSync(html, { level: 6 })]),
  );
  const server = createServer((request, response) => {
    const body = gzipped.get(new URL(request.url ?? "/", "http://floor").pathname);
    if (!body) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-encoding": "gzip",
      "content-length": body.byteLength,
      "cache-control": "no-cache",
    });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
