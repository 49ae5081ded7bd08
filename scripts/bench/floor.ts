import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import sharp from "sharp";

// The floor page: the least a portfolio page can be (a heading, two paragraphs, one ~60 KB JPEG, no
// JavaScript, no stylesheet file), served gzipped by a tiny static server. `npm run bench` measures
// it in the same run as the site, so every page's figures can be read as a ratio to it.

const floorDir = ".cache/bench/floor";
const targetJpegBytes = 60 * 1024;
const width = 800;
const height = 500;

// The empty data: icon keeps the browser from asking for /favicon.ico, whose 404 it would log as a
// console error (a best-practices point lost in some runs).
const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A plain static page: the floor every page of the site is measured against.">
<title>Floor page</title>
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5}img{max-width:100%;height:auto}</style>
</head>
<body>
<main>
<h1>A plain static page</h1>
<p>This page has a heading, two paragraphs and one photograph. It loads no script and no stylesheet file, so nothing stands between the first bytes of the document and its first paint.</p>
<p>Every page of the site is measured beside it, in the same run, on the same machine: its figures are the floor the site's first paint is held to.</p>
<img src="/photo.jpg" width="${width}" height="${height}" alt="Soft bands of colour with grain">
</main>
</body>
</html>
`;

/** Bands of colour with seeded grain: compresses like a photograph, identical on every run. */
function photoPixels(): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 20_261_123;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (seed / 2_147_483_648 - 0.5) * 40;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const wave = Math.sin(x / 37 + y / 53) * 60;
      pixels[i] = clamp(120 + wave + (y / height) * 80 + noise());
      pixels[i + 1] = clamp(90 + Math.cos(y / 29) * 50 + noise());
      pixels[i + 2] = clamp(160 - wave + (x / width) * 60 + noise());
    }
  }
  return pixels;
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** Encodes the photograph at the JPEG quality whose size comes closest to ~60 KB. */
async function floorJpeg(): Promise<Buffer> {
  const raw = photoPixels();
  const encode = (quality: number) =>
    sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
  let best = await encode(50);
  for (let low = 5, high = 100; low <= high;) {
    const quality = Math.floor((low + high) / 2);
    const jpeg = await encode(quality);
    if (Math.abs(jpeg.byteLength - targetJpegBytes) < Math.abs(best.byteLength - targetJpegBytes)) {
      best = jpeg;
    }
    if (jpeg.byteLength < targetJpegBytes) low = quality + 1;
    else high = quality - 1;
  }
  return best;
}

/** Writes the floor page and its photograph under .cache/bench/floor. */
export async function writeFloorPage(): Promise<{ dir: string; jpegBytes: number }> {
  await mkdir(floorDir, { recursive: true });
  const jpeg = await floorJpeg();
  await writeFile(join(floorDir, "photo.jpg"), jpeg);
  await writeFile(join(floorDir, "index.html"), html);
  return { dir: floorDir, jpegBytes: jpeg.byteLength };
}

/** Serves the floor page's two files: HTML gzipped (like nginx with gzip on), the JPEG as is. */
export async function serveFloorPage(
  dir: string,
  port: number,
): Promise<{ url: string; stop(): void }> {
  const page = gzipSync(await readFile(join(dir, "index.html")), { level: 6 });
  const photo = await readFile(join(dir, "photo.jpg"));
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://floor").pathname;
    if (path === "/") {
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
        "content-length": page.byteLength,
        "cache-control": "no-cache",
      });
      response.end(page);
    } else if (path === "/photo.jpg") {
      response.writeHead(200, {
        "content-type": "image/jpeg",
        "content-length": photo.byteLength,
        "cache-control": "public, max-age=31536000, immutable",
      });
      response.end(photo);
    } else {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}
