import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { ImageManifestSchema } from "#app/lib/images/image-manifest.ts";

import { optimizeImages } from "./optimize";

const svg = (width: number, height: number, fill: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<rect width="${width}" height="${height}" fill="${fill}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`;

const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );

describe("optimizeImages", () => {
  it("encodes, caches, re-encodes only what changed and cleans up removed sources", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "optimize-"));
    const options = {
      sourceDir: path.join(root, "src"),
      outDir: path.join(root, "public"),
      cacheDir: path.join(root, "cache"),
    };
    const thumbnail = path.join(options.sourceDir, "portfolio/demo/thumbnail.svg");
    await mkdir(path.dirname(thumbnail), { recursive: true });
    await writeFile(thumbnail, svg(480, 300, "#2a9d8f"));
    await writeFile(
      path.join(options.sourceDir, "portfolio/demo/share.svg"),
      svg(240, 126, "#e76f51"),
    );

    const cold = await optimizeImages(options);
    expect(cold).toEqual({ processed: 2, cached: 0 });
    const out = (file: string): string => path.join(options.outDir, file);
    // 480 px wide: the 400 px version is made, the 800 px one would be an upscale and is not.
    expect(await exists(out("portfolio/demo/thumbnail-400.avif"))).toBe(true);
    expect(await exists(out("portfolio/demo/thumbnail-400.webp"))).toBe(true);
    expect(await exists(out("portfolio/demo/thumbnail-800.webp"))).toBe(false);
    expect(await sharp(out("portfolio/demo/share.jpg")).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: "jpeg",
    });

    const manifest = ImageManifestSchema.parse(
      JSON.parse(await readFile(path.join(options.cacheDir, "manifest.json"), "utf8")),
    );
    expect(manifest["/portfolio/demo/thumbnail.svg"]).toEqual({
      width: 480,
      height: 300,
      variants: {
        avif: [{ width: 400, path: "/portfolio/demo/thumbnail-400.avif" }],
        webp: [{ width: 400, path: "/portfolio/demo/thumbnail-400.webp" }],
      },
    });
    expect(manifest["/portfolio/demo/share.svg"]?.share).toBe("/portfolio/demo/share.jpg");

    const started = performance.now();
    expect(await optimizeImages(options)).toEqual({ processed: 0, cached: 2 });
    expect(performance.now() - started).toBeLessThan(1000);

    await writeFile(thumbnail, svg(480, 300, "#264653"));
    expect(await optimizeImages(options)).toEqual({ processed: 1, cached: 1 });

    await rm(thumbnail);
    expect(await optimizeImages(options)).toEqual({ processed: 0, cached: 1 });
    expect(await exists(out("portfolio/demo/thumbnail-400.avif"))).toBe(false);
    expect(await exists(out("portfolio/demo/thumbnail-400.webp"))).toBe(false);
    const after = JSON.parse(await readFile(path.join(options.cacheDir, "manifest.json"), "utf8"));
    expect(Object.keys(after)).toEqual(["/portfolio/demo/share.svg"]);
  });

  it("re-encodes a source whose outputs were deleted", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "optimize-"));
    const options = {
      sourceDir: path.join(root, "src"),
      outDir: path.join(root, "public"),
      cacheDir: path.join(root, "cache"),
    };
    await mkdir(options.sourceDir, { recursive: true });
    await writeFile(path.join(options.sourceDir, "portrait.svg"), svg(200, 250, "#f4a261"));
    expect(await optimizeImages(options)).toEqual({ processed: 1, cached: 0 });
    await rm(path.join(options.outDir, "portrait-200.webp"));
    expect(await optimizeImages(options)).toEqual({ processed: 1, cached: 0 });
  });
});
