import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { ImageAsset } from "#app/lib/images/image-asset.ts";
import {
  type ImageManifest,
  type ImageManifestEntry,
  ImageManifestSchema,
} from "#app/lib/images/image-manifest.ts";
import { buildSettings } from "#app/lib/settings/build-settings.server.ts";

import { defaultContentDir } from "./content-dir.server";

// IMAGE_MANIFEST points tests (and unusual layouts) at another manifest.
const manifestPath = (): string => buildSettings().imageManifest;

let cached: ImageManifest | undefined;

// Read once per process: prerendering asks for hundreds of images and the manifest never
// changes during a build.
function loadManifest(): ImageManifest {
  if (cached) return cached;
  const file = path.resolve(manifestPath());
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(
      `Image manifest ${file} is missing: run \`npx tsx scripts/images/optimize.ts\` (npm run build does it).`,
    );
  }
  const parsed = ImageManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`Image manifest ${file} is not valid: ${parsed.error.message}`);
  cached = parsed.data;
  return cached;
}

function entryFor(manifest: ImageManifest, sourcePath: string): ImageManifestEntry {
  const entry = manifest[sourcePath];
  if (!entry) {
    throw new Error(
      `Unknown image "${sourcePath}": no such file under content/images, or the optimizer has not run since it was added.`,
    );
  }
  return entry;
}

/** The pure part of imageAsset, so it can be tested without a manifest on disk. */
export function imageAssetFrom(
  manifest: ImageManifest,
  sourcePath: string,
  alt: string,
): ImageAsset {
  const entry = entryFor(manifest, sourcePath);
  const { avif, webp } = entry.variants;
  const fallback = webp[Math.floor(webp.length / 2)];
  if (!fallback)
    throw new Error(`Image "${sourcePath}" has no WebP versions (is it a share card?).`);
  const srcSet = (list: { width: number; path: string }[]): string =>
    list.map((variant) => `${variant.path} ${variant.width}w`).join(", ");
  return {
    src: fallback.path,
    width: entry.width,
    height: entry.height,
    alt,
    sources: [
      { type: "image/avif", srcSet: srcSet(avif) },
      { type: "image/webp", srcSet: srcSet(webp) },
    ],
  };
}

// `npm run dev` must work on a fresh clone, before the optimizer has ever run: there the page shows
// the source files themselves (served from content/images by the content-preview Vite plugin).
const previewSources = (): boolean =>
  process.env.NODE_ENV === "development" && !existsSync(path.resolve(manifestPath()));

/** The source's own size, read from its SVG viewBox (every content image is an SVG). */
function sourceImageAsset(sourceDir: string, sourcePath: string, alt: string): ImageAsset {
  const file = path.join(sourceDir, sourcePath);
  if (!existsSync(file))
    throw new Error(`Unknown image "${sourcePath}": no such file under content/images.`);
  const box = /viewBox="\s*[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(
    readFileSync(file, "utf8"),
  );
  return {
    src: sourcePath,
    width: Math.round(Number(box?.[1] ?? 1200)),
    height: Math.round(Number(box?.[2] ?? 800)),
    alt,
    sources: [],
  };
}

/** The <picture> data for a content image, by its public path ("/portfolio/eva/body-1.svg"). */
export function imageAsset(sourcePath: string, alt: string): ImageAsset {
  if (previewSources())
    return sourceImageAsset(path.join(defaultContentDir, "images"), sourcePath, alt);
  return imageAssetFrom(loadManifest(), sourcePath, alt);
}

/** The Open Graph JPEG made from a share card ("/portfolio/eva/share.svg" -> "/portfolio/eva/share.jpg"). */
export function shareImagePathFrom(manifest: ImageManifest, sourcePath: string): string {
  const share = entryFor(manifest, sourcePath).share;
  if (!share)
    throw new Error(`Image "${sourcePath}" is not a share card: only files named share.* get one.`);
  return share;
}

export function shareImagePath(sourcePath: string): string {
  if (previewSources()) return sourcePath;
  return shareImagePathFrom(loadManifest(), sourcePath);
}
