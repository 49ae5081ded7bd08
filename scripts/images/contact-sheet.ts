/**
 * Composes every project thumbnail into one PNG grid, to review the series at a glance.
 * Run: npx tsx scripts/images/contact-sheet.ts  (writes .cache/images/contact-sheet.png)
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

import sharp from "sharp";

import { readProjectIds } from "./content-refs";

const TILE_W = 400;
const TILE_H = 250;
const GAP = 16;
const COLUMNS = 5;

export async function renderContactSheet(
  contentDir = "content",
  out = ".cache/images/contact-sheet.png",
): Promise<string> {
  const ids = await readProjectIds(contentDir);
  const rows = Math.ceil(ids.length / COLUMNS);
  const tiles = await Promise.all(
    ids.map(async (id, i) => ({
      input: await sharp(path.join(contentDir, "images", "portfolio", id, "thumbnail.svg"))
        .resize(TILE_W, TILE_H)
        .png()
        .toBuffer(),
      left: GAP + (i % COLUMNS) * (TILE_W + GAP),
      top: GAP + Math.floor(i / COLUMNS) * (TILE_H + GAP),
    })),
  );
  await mkdir(path.dirname(out), { recursive: true });
  await sharp({
    create: {
      width: GAP + COLUMNS * (TILE_W + GAP),
      height: GAP + rows * (TILE_H + GAP),
      channels: 3,
      background: "#ffffff",
    },
  })
    .composite(tiles)
    .png()
    .toFile(out);
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`contact sheet: ${await renderContactSheet()}`);
}
