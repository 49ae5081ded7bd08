import { createReadStream, existsSync, statSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";

import type { Plugin, ViteDevServer } from "vite";

import { defaultContentDir } from "#app/content/content-dir.server.ts";
import { contentRevision } from "#app/content/content-revision.server.ts";
import {
  currentEvent,
  recheckIntervalMs,
  renderedEvent,
  type RenderedRevision,
  serverTimingName,
} from "#app/lib/content-preview-protocol.ts";

const imageTypes: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

/**
 * The owner's live preview for `npm run dev`: serves the source images under content/images (a
 * fresh clone has no optimized ones) and reloads every open page when a file under content/
 * changes. The loaders read the content afresh in dev, so the reload shows the edit, or the
 * error page naming the file and field of a mistake.
 *
 * A reload pushed to the pages reaches only those already connected, and a file watcher can miss a
 * save or notice it late on a busy machine (docs/decisions/0013-live-preview-revisions.md). So each
 * page also carries the content revision it was rendered from (a Server-Timing entry, set before
 * any loader reads the content) and reports it once its socket is open: a page rendered from older
 * content is reloaded at once. The revision is also re-read every second, so a save the watcher
 * missed still reloads the pages that are open.
 */
export function contentPreview(contentDir: string = defaultContentDir): Plugin {
  const imagesDir = join(contentDir, "images");
  return {
    name: "content-preview",
    apply: "serve",
    configureServer(server) {
      const reloadWhenChanged = watchRevision(server, contentDir);
      server.watcher.add(contentDir);
      const onFile = (file: string) => {
        if (resolve(file).startsWith(contentDir + sep)) reloadWhenChanged(`saved ${file}`);
      };
      server.watcher.on("change", onFile);
      server.watcher.on("add", onFile);
      server.watcher.on("unlink", onFile);

      server.ws.on(renderedEvent, (data: RenderedRevision, client) => {
        const revision = contentRevision(contentDir);
        // A page that cannot tell (no Server-Timing outside a secure context) keeps the pushes.
        if (data.revision === null) return;
        if (data.revision === revision) client.send(currentEvent, { revision });
        else client.send({ type: "full-reload", path: "*" });
      });

      server.middlewares.use((req, res, next) => {
        // Pages only: the hundreds of module requests of a dev page do not need it.
        if (req.headers["sec-fetch-dest"] === "document" || req.headers.accept?.includes("html")) {
          const revision = contentRevision(contentDir);
          res.setHeader("Server-Timing", `${serverTimingName};desc="${revision}"`);
        }
        next();
      });

      server.middlewares.use((req, res, next) => {
        const pathname = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
        const type = imageTypes[extname(pathname).toLowerCase()];
        const file = resolve(join(imagesDir, pathname));
        if (!type || !file.startsWith(imagesDir + sep) || !existsSync(file)) return next();
        if (!statSync(file).isFile()) return next();
        res.setHeader("Content-Type", type);
        res.setHeader("Cache-Control", "no-cache");
        createReadStream(file).pipe(res);
      });
    },
  };
}

/**
 * Reloads every open page when the content's revision differs from the last one announced; the
 * watcher asks at once, a timer asks every second in case the watcher missed it.
 */
function watchRevision(server: ViteDevServer, contentDir: string): (why: string) => void {
  let announced = contentRevision(contentDir);
  const reloadWhenChanged = (why: string) => {
    const revision = contentRevision(contentDir);
    if (revision === announced) return;
    announced = revision;
    server.config.logger.info(`content changed (${why}): revision ${revision}`, {
      timestamp: true,
    });
    server.ws.send({ type: "full-reload", path: "*" });
  };
  const timer = setInterval(() => reloadWhenChanged("re-read"), recheckIntervalMs);
  timer.unref();
  server.httpServer?.once("close", () => clearInterval(timer));
  return reloadWhenChanged;
}
