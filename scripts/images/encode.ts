/** Turns one source image into its AVIF/WebP widths or its Open Graph JPEG. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import type sharp from "sharp";

import type { ImageManifestEntry } from "#app/lib/images/image-manifest.ts";

import type { EncodeSettings } from "./image-roles";
import { outputWidths } from "./image-roles";

type Sharp = typeof sharp;

export type EncodeResult = { entry: ImageManifestEntry; outputs: string[]; bytes: number };

/**
 * Vectors are rasterised separately for every width, at the density that lands exactly on
 * it, so each size is drawn sharp instead of being scaled down from one bitmap.
 */
function pipeline(
  sharp: Sharp,
  input: Buffer,
  isVector: boolean,
  sourceWidth: number,
  width: number,
) {
  const density = isVector ? Math.max(1, (72 * width) / sourceWidth) : undefined;
  return sharp(input, density ? { density } : {})
    .rotate()
    .resize({ width, withoutEnlargement: !isVector });
}

export async function encodeImage(
  sharp: Sharp,
  input: Buffer,
  publicPath: string,
  outDir: string,
  settings: EncodeSettings,
): Promise<EncodeResult> {
  const isVector = publicPath.endsWith(".svg");
  const meta = await sharp(input).metadata();
  const oriented = meta.autoOrient ?? meta;
  const width = oriented.width;
  const height = oriented.height;
  if (!width || !height) throw new Error(`${publicPath}: cannot read the image size`);
  const base = publicPath.replace(/\.[^./]+$/, "");
  const outputs: string[] = [];
  let bytes = 0;
  const write = async (publicOut: string, data: Buffer): Promise<void> => {
    const file = path.join(outDir, publicOut);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    outputs.push(publicOut);
    bytes += data.length;
  };

  if (settings.jpeg) {
    const { quality, width: w, height: h } = settings.jpeg;
    const density = isVector ? Math.max(1, 72 * Math.max(w / width, h / height)) : undefined;
    const data = await sharp(input, density ? { density } : {})
      .rotate()
      .resize({ width: w, height: h, fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    await write(`${base}.jpg`, data);
    return {
      entry: { width, height, variants: { avif: [], webp: [] }, share: `${base}.jpg` },
      outputs,
      bytes,
    };
  }

  const avif: { width: number; path: string }[] = [];
  const webp: { width: number; path: string }[] = [];
  for (const target of outputWidths(settings.widths, width)) {
    const raster = await pipeline(sharp, input, isVector, width, target).toBuffer();
    const avifPath = `${base}-${target}.avif`;
    const webpPath = `${base}-${target}.webp`;
    await write(avifPath, await sharp(raster).avif(settings.avif).toBuffer());
    await write(webpPath, await sharp(raster).webp(settings.webp).toBuffer());
    avif.push({ width: target, path: avifPath });
    webp.push({ width: target, path: webpPath });
  }
  return { entry: { width, height, variants: { avif, webp } }, outputs, bytes };
}
