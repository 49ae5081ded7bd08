import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { describe, expect, it } from "vitest";

import { errorPages } from "#app/lib/paths.ts";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/logger.ts";
import { pageCsp, resourceCsp } from "#server/security-headers.ts";

import { headersFile, pageRulePath, redirectsFile } from "./static-headers";

const hash = (c: string) => `sha256-${c.repeat(43)}=`;
const manifest = {
  connectSources: [],
  pages: {
    "/index.html": [hash("A")],
    "/es/index.html": [hash("B")],
    "/project/eva/index.html": [hash("C")],
    "/404.html": [hash("D")],
    "/es/project/404.html": [hash("E")],
  },
};

function rules(file: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current = "";
  for (const line of file.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) result.set((current = line), []);
    else result.get(current)!.push(line.trim());
  }
  return result;
}

describe("headersFile", () => {
  const parsed = rules(headersFile(manifest, ["/assets/*", "/sitemap.xml"]));

  it("sends the shared headers everywhere, without a CSP that would join the pages' own", () => {
    const all = parsed.get("/*")!;
    expect(all).toContain("Strict-Transport-Security: max-age=63072000; includeSubDomains");
    expect(all).toContain("Cross-Origin-Resource-Policy: same-origin");
    expect(all.some((h) => h.startsWith("Content-Security-Policy"))).toBe(false);
  });

  it("gives each page its own policy at the URL static hosts serve it", () => {
    expect(parsed.get("/")).toEqual([
      `Content-Security-Policy: ${pageCsp({ scriptHashes: [hash("A")], connectSources: [] })}`,
    ]);
    expect(parsed.get("/es/")?.[0]).toContain(hash("B"));
    expect(parsed.get("/project/eva/")?.[0]).toContain(hash("C"));
    expect([...parsed.keys()].some((path) => path.includes("404"))).toBe(false);
  });

  it("gives other files the resource policy, and hashed assets a long cache", () => {
    expect(parsed.get("/assets/*")).toEqual([
      `Content-Security-Policy: ${resourceCsp}`,
      "Cache-Control: public, max-age=31536000, immutable",
    ]);
    expect(parsed.get("/sitemap.xml")).toEqual([`Content-Security-Policy: ${resourceCsp}`]);
  });

  it("names the CV's PDF as a PDF", () => {
    const withPdf = rules(headersFile(manifest, ["/ines-calderon-cv-en.pdf"]));
    expect(withPdf.get("/ines-calderon-cv-en.pdf")).toEqual([
      `Content-Security-Policy: ${resourceCsp}`,
      "Content-Type: application/pdf",
    ]);
  });

  it("names the feeds as Atom and the JSON Resume as JSON, in either language", () => {
    const withFeeds = rules(headersFile(manifest, ["/feed.xml", "/es/feed.xml", "/es/cv.json"]));
    for (const path of ["/feed.xml", "/es/feed.xml"]) {
      expect(withFeeds.get(path)).toEqual([
        `Content-Security-Policy: ${resourceCsp}`,
        "Content-Type: application/atom+xml; charset=utf-8",
      ]);
    }
    expect(withFeeds.get("/es/cv.json")).toContain("Content-Type: application/json; charset=utf-8");
  });

  it("refuses more rules than Cloudflare Pages reads", () => {
    const many = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [`/project/p${i}/index.html`, [hash("A")]]),
    );
    expect(() => headersFile({ connectSources: [], pages: many }, [])).toThrow(/100/);
  });
});

describe("the static host's headers and the Node server's", () => {
  it("agree on each file's type, the hashed assets' caching and the security headers", async () => {
    const dir = mkdtempSync(join(tmpdir(), "static-headers-"));
    try {
      const files = ["/assets/app-1a2b.js", "/cv.pdf", "/feed.xml", "/es/feed.xml", "/es/cv.json"];
      for (const file of files) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), "x");
      }
      const server = createApp({ clientDir: dir, logger: createLogger(() => {}) });
      const host = rules(headersFile(manifest, ["/assets/*", ...files.slice(1)]));
      const hostHeader = (rule: string, name: string) =>
        host
          .get(rule)
          ?.find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);

      const asset = await server.request(files[0] ?? "");
      expect(hostHeader("/assets/*", "Cache-Control")).toBe(asset.headers.get("cache-control"));
      for (const line of host.get("/*") ?? []) {
        const [name = "", value] = line.split(": ");
        expect(asset.headers.get(name), name).toBe(value);
      }
      for (const file of files.slice(1)) {
        const response = await server.request(file);
        expect(hostHeader(file, "Content-Type"), file).toBe(response.headers.get("content-type"));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("pageRulePath", () => {
  it.each([
    ["/index.html", "/"],
    ["/es/index.html", "/es/"],
    ["/es/project/eva/index.html", "/es/project/eva/"],
  ])("%s -> %s", (file, path) => expect(pageRulePath(file)).toBe(path));
});

describe("redirectsFile", () => {
  const lines = (file: string) => file.split("\n").filter((l) => l && !l.startsWith("#"));

  it("serves the most specific 404 page for each prefix", () => {
    expect(lines(redirectsFile(errorPages))).toEqual([
      "/es/project/*  /es/project/404.html  404",
      "/project/*  /project/404.html  404",
      "/es/*  /es/404.html  404",
    ]);
  });

  it("leaves out the page the host serves by itself, whichever file it is", () => {
    const page = { lang: "en", scope: "site", placeholderPath: "/x" } as const;
    const pages = [
      { ...page, file: "/en/404.html", folder: "/en/", hostDefault: true },
      { ...page, file: "/404.html", folder: "/", hostDefault: false },
    ];
    expect(lines(redirectsFile(pages))).toEqual(["/*  /404.html  404"]);
  });
});
