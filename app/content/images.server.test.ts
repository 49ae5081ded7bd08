import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it, vi } from "vitest";

import type { ImageManifest } from "#app/lib/images/image-manifest.ts";

import { imageAssetFrom, shareImagePathFrom } from "./images.server";

const manifest: ImageManifest = {
  "/portfolio/eva/thumbnail.svg": {
    width: 1200,
    height: 750,
    variants: {
      avif: [
        { width: 400, path: "/portfolio/eva/thumbnail-400.avif" },
        { width: 800, path: "/portfolio/eva/thumbnail-800.avif" },
      ],
      webp: [
        { width: 400, path: "/portfolio/eva/thumbnail-400.webp" },
        { width: 800, path: "/portfolio/eva/thumbnail-800.webp" },
      ],
    },
  },
  "/portfolio/eva/share.svg": {
    width: 1200,
    height: 630,
    variants: { avif: [], webp: [] },
    share: "/portfolio/eva/share.jpg",
  },
};

describe("imageAssetFrom", () => {
  it("builds AVIF and WebP srcsets with a mid-size WebP fallback and the intrinsic size", () => {
    expect(imageAssetFrom(manifest, "/portfolio/eva/thumbnail.svg", "Eva")).toEqual({
      src: "/portfolio/eva/thumbnail-800.webp",
      width: 1200,
      height: 750,
      alt: "Eva",
      sources: [
        {
          type: "image/avif",
          srcSet: "/portfolio/eva/thumbnail-400.avif 400w, /portfolio/eva/thumbnail-800.avif 800w",
        },
        {
          type: "image/webp",
          srcSet: "/portfolio/eva/thumbnail-400.webp 400w, /portfolio/eva/thumbnail-800.webp 800w",
        },
      ],
    });
  });

  it("names the path of an unknown image", () => {
    expect(() => imageAssetFrom(manifest, "/portfolio/nope/body-9.svg", "")).toThrow(
      /\/portfolio\/nope\/body-9\.svg/,
    );
  });

  it("gives the Open Graph JPEG of a share card", () => {
    expect(shareImagePathFrom(manifest, "/portfolio/eva/share.svg")).toBe(
      "/portfolio/eva/share.jpg",
    );
    expect(() => shareImagePathFrom(manifest, "/portfolio/eva/thumbnail.svg")).toThrow(
      /not a share card/,
    );
  });
});

describe("imageAsset", () => {
  it("reads the manifest from disk and errors on an unknown path", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "manifest-"));
    const file = path.join(dir, "manifest.json");
    await writeFile(file, JSON.stringify(manifest));
    // The build's settings are read once per process: load the module afresh with this one.
    vi.stubEnv("IMAGE_MANIFEST", file);
    vi.resetModules();
    const { imageAsset, shareImagePath } = await import("./images.server");
    expect(imageAsset("/portfolio/eva/thumbnail.svg", "").width).toBe(1200);
    expect(shareImagePath("/portfolio/eva/share.svg")).toBe("/portfolio/eva/share.jpg");
    expect(() => imageAsset("/portfolio/missing/thumbnail.svg", "")).toThrow(
      'Unknown image "/portfolio/missing/thumbnail.svg"',
    );
    vi.unstubAllEnvs();
    // The next test file in this worker shares the module registry: leave it no module that read
    // this manifest's setting.
    vi.resetModules();
  });
});
