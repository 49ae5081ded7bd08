import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp } from "./app";
import { createLogger } from "./logger";

let dir: string;
let app: ReturnType<typeof createApp>;

function write(path: string, body: string, compress = false) {
  const full = join(dir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, body);
  if (compress) {
    writeFileSync(`${full}.br`, brotliCompressSync(body));
    writeFileSync(`${full}.gz`, gzipSync(body));
  }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "client-"));
  write("index.html", "<h1>home en</h1>".repeat(50), true);
  write("es/index.html", "<h1>home es</h1>");
  write("project/eva/index.html", "<h1>eva en</h1>");
  write("es/project/eva/index.html", "<h1>eva es</h1>");
  write("project/eva.data", "data");
  write("404.html", "<h1>Oops! Page not found</h1>");
  write("es/404.html", "<h1>¡Uy! Página no encontrada</h1>");
  write("project/404.html", "<h1>Project not found</h1>");
  write("es/project/404.html", "<h1>Proyecto no encontrado</h1>");
  write("assets/app-abc123.js", "console.log(1)");
  write("feed.xml", "<feed/>");
  write("es/feed.xml", "<feed/>");
  write("sitemap.xml", "<urlset/>");
  write("es/cv.json", "{}");
  app = createApp({ clientDir: dir });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("static serving", () => {
  it.each([
    ["/", "home en"],
    ["/es/", "home es"],
    ["/project/eva", "eva en"],
    ["/es/project/eva", "eva es"],
  ])("serves %s", async (path, text) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(await response.text()).toContain(text);
  });

  it.each([
    ["/nope", "Oops! Page not found"],
    ["/es/nope", "¡Uy! Página no encontrada"],
    ["/project/nope", "Project not found"],
    ["/es/project/nope", "Proyecto no encontrado"],
    ["/404.html", "Oops! Page not found"],
    ["/project/eva/index.html", "Oops! Page not found"],
  ])("answers %s with 404 and the right page", async (path, text) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain(text);
  });

  it("redirects /es and trailing slashes to the canonical URL", async () => {
    const es = await app.request("/es?tag=ai");
    expect(es.status).toBe(308);
    expect(es.headers.get("location")).toBe("/es/?tag=ai");
    const slash = await app.request("/project/eva/");
    expect(slash.status).toBe(308);
    expect(slash.headers.get("location")).toBe("/project/eva");
  });

  it.each([
    "/%2fevil.example/",
    "//evil.example/",
    "/%5cevil.example/",
    "/%2F%2Fevil.example/",
    "/\\evil.example/",
    "/%2f%2fevil.example//",
  ])("never redirects %s off the site", async (path) => {
    const response = await app.request(`http://site.test${path}`);
    const location = response.headers.get("location");
    if (location !== null) {
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "http://site.test/").host).toBe("site.test");
    }
    expect([308, 404]).toContain(response.status);
  });

  it.each(["/%0d%0aSet-Cookie:a=b/", "/a%00b", "/%1b[31m", "/%7f", "/%c2%85x", "/%E0%A4%A"])(
    "answers 400 to the malformed or control-character path %s",
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(400);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("location")).toBeNull();
    },
  );

  it("answers an unexpected error with a generic 500 and one JSON log line", async () => {
    const lines: string[] = [];
    // A file indexed at start and gone since (a build replaced under a running server).
    write("assets/gone-123.js", "1");
    const failing = createApp({ clientDir: dir, logger: createLogger((line) => lines.push(line)) });
    rmSync(join(dir, "assets/gone-123.js"));
    const response = await failing.request("/assets/gone-123.js");
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Internal Server Error");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      level: "error",
      event: "http.error",
      method: "GET",
      path: "/assets/gone-123.js",
    });
    expect(lines[0]).not.toContain("\\n    at ");
  });

  it("serves hashed assets as immutable and missing assets as plain 404s", async () => {
    const asset = await app.request("/assets/app-abc123.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const missing = await app.request("/assets/gone.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not Found");
    expect((await app.request("/project/nope.data")).status).toBe(404);
  });

  it("keeps a page's data fresh for a few minutes, so a prefetched copy needs no round trip", async () => {
    const data = await app.request("/project/eva.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("public, max-age=300");
    const page = await app.request("/project/eva");
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("serves the feeds as Atom, other XML as XML and the JSON Resume as JSON", async () => {
    for (const path of ["/feed.xml", "/es/feed.xml"]) {
      const feed = await app.request(path);
      expect(feed.status).toBe(200);
      expect(feed.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    }
    const sitemap = await app.request("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const resume = await app.request("/es/cv.json");
    expect(resume.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("serves precompressed files the client accepts", async () => {
    const br = await app.request("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const gz = await app.request("/", { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("home en");
  });

  it("answers conditional requests with 304", async () => {
    const first = await app.request("/project/eva");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await app.request("/project/eva", { headers: { "If-None-Match": etag! } });
    expect(second.status).toBe(304);
  });

  it("answers HEAD without a body and refuses other methods", async () => {
    const head = await app.request("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await app.request("/", { method: "DELETE" })).status).toBe(405);
  });

  it("reports health and keeps unknown API paths in JSON", async () => {
    expect(await (await app.request("/healthz")).json()).toEqual({ ok: true });
    const api = await app.request("/api/nothing");
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ ok: false, error: "not_found" });
  });
});
