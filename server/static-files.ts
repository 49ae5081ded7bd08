import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

export type StaticFile = {
  path: string;
  etag: string;
  encodings: Set<"br" | "gzip">;
};

/** Everything the build wrote, indexed once at start: the build never changes under a running server. */
export function indexStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (entry.name.endsWith(".br") || entry.name.endsWith(".gz")) continue;
      const stat = statSync(full);
      const key = `/${relative(root, full).split(sep).join("/")}`;
      const encodings = new Set<"br" | "gzip">();
      if (existsSync(`${full}.br`)) encodings.add("br");
      if (existsSync(`${full}.gz`)) encodings.add("gzip");
      files.set(key, {
        path: full,
        etag: `W/"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}"`,
        encodings,
      });
    }
  };
  walk(root);
  return files;
}

/**
 * Vite names every file it writes under /assets/ by its content hash, so a browser may keep it for
 * ever. The Node server (static.ts) and the static host's _headers
 * (scripts/build/static-headers.ts) both say so from here.
 */
export const hashedAssets = {
  folder: "/assets/",
  cacheControl: "public, max-age=31536000, immutable",
} as const;

/**
 * A page's data (React Router's `.data`, what the app fetches to show a page in place) stays fresh
 * for five minutes, Chromium's own window for using a prefetched file: the app prefetches a page on
 * intent (app/boot/page-prefetch.tsx), and the router's fetch on the click then takes that copy
 * instead of asking again. With `max-age=0, must-revalidate`, as a page's HTML has, every fetch
 * asked the server whether the copy was still good: a 304 after a full round trip, 150 ms on a
 * phone's network. The cost: for up to five minutes after a deploy, an app may show a page's
 * previous data.
 */
export const pageData = {
  extension: ".data",
  cacheControl: "public, max-age=300",
} as const;

// The type of each file the build writes, for the Node server and for _headers alike.
const contentTypes: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  data: "text/x-script; charset=utf-8",
  svg: "image/svg+xml",
  avif: "image/avif",
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  ico: "image/x-icon",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  webmanifest: "application/manifest+json",
  woff2: "font/woff2",
  pdf: "application/pdf",
};

export function contentTypeOf(path: string): string {
  // The site's Atom feeds (scripts/build/feed.ts): feed readers want to be told it is Atom.
  if (/(^|[/\\])feed\.xml$/.test(path)) return "application/atom+xml; charset=utf-8";
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  return contentTypes[extension] ?? "application/octet-stream";
}
