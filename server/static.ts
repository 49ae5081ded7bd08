import { readFile } from "node:fs/promises";
import { relative, sep } from "node:path";

import type { Context } from "hono";

import { languagePrefix, languages, notFoundFileFor, paths } from "#app/lib/paths.ts";

import {
  contentTypeOf,
  hashedAssets,
  indexStaticFiles,
  pageData,
  type StaticFile,
} from "./static-files";

// A language's home page is the one address with a trailing slash ("/es/"); its bare prefix leads there.
const homePages = new Set(languages.map((lang) => paths.home(lang)));
const bareLanguagePrefixes = new Set(languages.map((lang) => languagePrefix[lang]).filter(Boolean));

/** A page answered to a GET: its decoded path as asked, and the status (200, 304 or 404). */
export type AnsweredPage = { path: string; status: 200 | 304 | 404 };

export type StaticHandlerOptions = {
  /** The Content-Security-Policy of an HTML file, by its path in clientDir ("/es/index.html"). */
  pageCsp?: (file: string) => string;
  /**
   * Told of each HTML page answered to a GET, once the answer is made (the visit counts: ADR 24).
   * Called here rather than from a middleware around the handler, which put a layer of promises
   * and a read of the answer's headers on every request (docs/performance.md, visit counting).
   */
  onPage?: (c: Context, page: AnsweredPage) => void;
};

/** Maps a URL to what the build wrote: a page, an asset, or the right 404 page. */
export function createStaticHandler(clientDir: string, options: StaticHandlerOptions = {}) {
  const files = indexStaticFiles(clientDir);

  function pageFor(pathname: string): StaticFile | undefined {
    return files.get(`${pathname.replace(/\/$/, "")}/index.html`);
  }

  function notFoundPageFor(pathname: string): StaticFile | undefined {
    return files.get(notFoundFileFor(pathname));
  }

  return async function serveStatic(c: Context): Promise<Response> {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") {
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
    }
    const url = new URL(c.req.url);
    // Cannot throw: the app answers a malformed path 400 before routing (rejectMalformedPaths).
    const pathname = decodeURIComponent(url.pathname);
    const search = url.search;

    if (bareLanguagePrefixes.has(pathname)) return c.redirect(`${pathname}/${search}`, 308);
    if (pathname.length > 1 && pathname.endsWith("/") && !homePages.has(pathname)) {
      // Built from the raw path, still percent-encoded: "/%2fevil.example/" must stay one segment,
      // never become "//evil.example", which a browser reads as another host.
      const target = url.pathname.replace(/\/+$/, "");
      if (isPathOnThisSite(target)) return c.redirect(`${target}${search}`, 308);
    }

    const page = pageFor(pathname);
    if (page) return send(c, page, 200, pathname);

    // Pages are only reachable by their clean URL; .html files are an implementation detail, and
    // _headers/_redirects are settings for static hosts, which never serve them either.
    const hidden = pathname.endsWith(".html") || /^\/_(headers|redirects)$/.test(pathname);
    const file = hidden ? undefined : files.get(pathname);
    if (file) return send(c, file, 200, pathname);

    if (pathname.endsWith(".data") || pathname.startsWith("/assets/")) {
      return c.text("Not Found", 404);
    }
    const notFound = notFoundPageFor(pathname);
    if (notFound) return send(c, notFound, 404, pathname);
    return c.text("Not Found", 404);
  };

  async function send(
    c: Context,
    file: StaticFile,
    status: 200 | 404,
    pathname: string,
  ): Promise<Response> {
    const page = file.path.endsWith(".html");
    const answered = (answer: AnsweredPage["status"]) => {
      if (page && options.onPage && c.req.method === "GET") {
        options.onPage(c, { path: pathname, status: answer });
      }
    };
    const headers = new Headers({
      "Content-Type": contentTypeOf(file.path),
      "Cache-Control": cacheControlFor(file.path, status),
    });
    if (file.encodings.size > 0) headers.set("Vary", "Accept-Encoding");
    if (options.pageCsp && page) {
      const key = `/${relative(clientDir, file.path).split(sep).join("/")}`;
      headers.set("Content-Security-Policy", options.pageCsp(key));
    }
    if (status === 200) {
      headers.set("ETag", file.etag);
      if (c.req.header("if-none-match") === file.etag) {
        answered(304);
        return new Response(null, { status: 304, headers });
      }
    }
    const encoding = pickEncoding(c.req.header("accept-encoding") ?? "", file.encodings);
    const body = await readFile(
      encoding ? `${file.path}.${encoding === "br" ? "br" : "gz"}` : file.path,
    );
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.byteLength));
    answered(status);
    return new Response(c.req.method === "HEAD" ? null : body, { status, headers });
  }
}

/** A redirect target that a browser resolves on this site: one leading slash, not "//" or "/\\". */
function isPathOnThisSite(target: string): boolean {
  return /^\/(?![/\\])/.test(target);
}

function cacheControlFor(path: string, status: number): string {
  if (status !== 200) return "no-store";
  if (path.includes(hashedAssets.folder)) return hashedAssets.cacheControl;
  if (path.endsWith(pageData.extension)) return pageData.cacheControl;
  return "public, max-age=0, must-revalidate";
}

function pickEncoding(accept: string, available: Set<"br" | "gzip">): "br" | "gzip" | undefined {
  const accepted = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.toLowerCase(), q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (available.has("br") && allows("br")) return "br";
  if (available.has("gzip") && allows("gzip")) return "gzip";
  return undefined;
}
