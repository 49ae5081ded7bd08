import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { callPageScript } from "./page-script";
import { compilePageScript } from "./page-script-compiler.server";

// React Router's prerendered pages ask for every module of the page at the top of <head>
// (<link rel="modulepreload">, hoisted there by React) and import them from a module script at the
// end of <body>. Those downloads share the first round trips with the HTML and, to Lighthouse's
// simulation, stand before the first paint. This step lets the page paint first: it removes the
// preload links and has the bootstrap start the same downloads, all at once, once the page has
// painted and the visitor first uses it (page/app-start.ts): until then the page works as plain
// HTML and CSS, and loading it does not block the phone's main thread while the visitor reads
// (ADRs 10 and 15). The two patterns below are React Router's markup, not an API: a release that
// changes it fails the build here, by name (README.md, "Upstream contracts").

const preloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const bootstrapScript =
  /<script type="module" async="">([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/;
const staticImport = /import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"]+");?/g;

/** The page's own bootstrap, which the rewritten one awaits before it imports the app. */
export const appStartModule = join(import.meta.dirname, "page", "app-start.ts");

/**
 * The bootstrap React Router wrote, rewritten to wait for the first paint and then for the visitor's
 * first use, and only then to preload every module the page needs in parallel and import them as
 * before. Preloading at the paint instead cost each visit a burst of main-thread work (every
 * module's fetch started, their responses handled, modules compiled) while the visitor had not
 * touched the page yet: Lighthouse counted it as blocking time (ADR 10). The
 * preloads still go out together, so the first use waits for one round trip of modules, not for
 * the import graph's depth.
 */
function paintFirstBootstrap(bootstrap: string, preloads: string[], appStart: string): string {
  const imports: { name: string | undefined; url: string }[] = [];
  const rest = bootstrap
    .replace(staticImport, (_, name: string | undefined, url: string) => {
      imports.push({ name, url });
      return "";
    })
    .trim();
  if (imports.length === 0) throw new Error("paint-first: the bootstrap has no static imports");
  const names = imports.map((entry, index) => entry.name ?? `_${index}`);
  return [
    `await ${callPageScript(appStart, preloads)};`,
    `const [${names.join(", ")}] = await Promise.all([${imports
      .map((entry) => `import(${entry.url})`)
      .join(", ")}]);`,
    rest,
  ].join("\n");
}

/**
 * One page's HTML with its module preloads removed and its bootstrap deferred to after its first
 * paint. A page with neither is left as it is; a page with preloads but no bootstrap this step
 * recognises is an error: React Router changed what it writes, and the page would quietly lose
 * the first-paint work.
 */
export function paintFirst(html: string, appStart: string, page = "a page"): string {
  const preloads = [...html.matchAll(preloadLink)].map((match) => match[1] ?? "");
  const bootstrap = bootstrapScript.exec(html);
  if (!bootstrap) {
    if (preloads.length === 0) return html;
    throw new Error(
      `paint-first: ${page} has module preloads but no React Router bootstrap this step knows; ` +
        "update the patterns in app/boot/paint-first.server.ts",
    );
  }
  const script = `<script type="module">${paintFirstBootstrap(bootstrap[1] ?? "", preloads, appStart)}</script>`;
  return html.replace(preloadLink, "").replace(bootstrap[0], () => script);
}

/**
 * Applies paintFirst to every prerendered page, then removes the stylesheets no page or script
 * refers to (the stylesheet is inlined; the server build's copy was never used).
 */
export async function paintFirstEverywhere(
  clientDir: string,
): Promise<{ pages: number; removed: string[] }> {
  const { code: appStart } = await compilePageScript(appStartModule);
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const referrers: string[] = [];
  let pages = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(html|js)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const text = await readFile(path, "utf8");
    if (entry.name.endsWith(".html")) {
      const rewritten = paintFirst(text, appStart, path);
      if (rewritten !== text) {
        pages += 1;
        await writeFile(path, rewritten);
      }
    }
    referrers.push(text);
  }
  const removed: string[] = [];
  for (const entry of await readdir(join(clientDir, "assets"))) {
    if (!entry.endsWith(".css") || referrers.some((text) => text.includes(entry))) continue;
    await rm(join(clientDir, "assets", entry));
    removed.push(entry);
  }
  return { pages, removed };
}
