import { createReadStream, existsSync, statSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";

import type { Plugin } from "vite";

import { defaultContentDir } from "../../app/content/content-dir.server";

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
 */
export function contentPreview(contentDir: string = defaultContentDir): Plugin {
  const imagesDir = join(contentDir, "images");
  return {
    name: "content-preview",
    apply: "serve",
    configureServer(server) {
      server.watcher.add(contentDir);
      const reload = (file: string) => {
        if (!resolve(file).startsWith(contentDir + sep)) return;
        server.config.logger.info(`content changed: ${file}`, { timestamp: true });
        server.ws.send({ type: "full-reload", path: "*" });
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);

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
