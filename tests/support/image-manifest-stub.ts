import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { buildSettings } from "~/lib/build-settings.server";
import type { ImageManifest } from "~/lib/image-manifest";

// Page data names the optimised pictures from the image optimizer's manifest, which exists only once
// a build has run. Imported before the app, this module points IMAGE_MANIFEST at a stand-in listing
// every picture under content/images, so the real loaders run on a fresh clone too. It must load
// first: the build settings are read once per test file.

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

const file = join(mkdtempSync(join(tmpdir(), "image-manifest-")), "manifest.json");
writeFileSync(file, JSON.stringify(manifest));
process.env.IMAGE_MANIFEST = file;

if (buildSettings().imageManifest !== file) {
  throw new Error(
    "image-manifest-stub must be imported before any module reads the build settings",
  );
}
