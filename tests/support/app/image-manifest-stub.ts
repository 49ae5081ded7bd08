import { mkdirSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { threadId } from "node:worker_threads";

import type { ImageManifest } from "#app/lib/images/image-manifest.ts";
import { buildSettings } from "#app/lib/settings/build-settings.server.ts";

// Page data names the optimised pictures from the image optimizer's manifest, which exists only once
// a build has run. Imported before the app, this module points IMAGE_MANIFEST at a stand-in listing
// every picture under content/images, so the real loaders run on a fresh clone too. It must load
// first: the build settings are read once per module graph. Test files that share one (Vitest's
// shared projects) run it again for each file: the manifest's place is the same for the whole
// process, so each run finds the settings already pointing at it.

const imagesDir = join(process.cwd(), "content", "images");

function entryFor(publicPath: string): ImageManifest[string] {
  const base = publicPath.replace(/\.\w+$/, "");
  return {
    width: 1200,
    height: 750,
    variants: {
      avif: [{ width: 800, path: `${base}-800.avif` }],
      webp: [{ width: 800, path: `${base}-800.webp` }],
    },
    ...(/\/share\.\w+$/.test(publicPath) ? { share: `${base}.jpg` } : {}),
  };
}

const manifest: ImageManifest = Object.fromEntries(
  readdirSync(imagesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.svg$/.test(file))
    .map((file) => `/${file.split("\\").join("/")}`)
    .map((publicPath) => [publicPath, entryFor(publicPath)]),
);

const dir = join(tmpdir(), `image-manifest-stub-${process.pid}`);
const file = join(dir, "manifest.json");
mkdirSync(dir, { recursive: true });
// Written whole under another name, then renamed: a thread beside this one may be reading it.
writeFileSync(`${file}.${threadId}`, JSON.stringify(manifest));
renameSync(`${file}.${threadId}`, file);
process.env.IMAGE_MANIFEST = file;

if (buildSettings().imageManifest !== file) {
  throw new Error(
    "image-manifest-stub must be imported before any module reads the build settings",
  );
}
