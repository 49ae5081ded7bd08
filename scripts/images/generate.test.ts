// @vitest-environment jsdom
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { generateImages } from "./generate";

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const items = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    items.map((item) =>
      item.isDirectory()
        ? listFiles(dir, path.join(prefix, item.name))
        : [path.join(prefix, item.name)],
    ),
  );
  return nested.flat().sort();
}

function expectedSize(file: string): string {
  const name = path.basename(file);
  if (name === "portrait.svg") return "0 0 800 1000";
  if (name === "share.svg") return "0 0 1200 630";
  if (name === "thumbnail.svg") return "0 0 1200 750";
  return "0 0 1600 900";
}

describe("generateImages", () => {
  it(
    "draws the same bytes on every run, as well-formed SVG of the documented sizes",
    { timeout: 120_000 },
    async () => {
      const first = await mkdtemp(path.join(tmpdir(), "art-a-"));
      const second = await mkdtemp(path.join(tmpdir(), "art-b-"));
      await generateImages({ contentDir: "content", outDir: first });
      await generateImages({ contentDir: "content", outDir: second });

      const files = await listFiles(first);
      expect(await listFiles(second)).toEqual(files);
      expect(files).toContain("portrait.svg");
      expect(files).toContain("share.svg");
      expect(files).toContain(path.join("portfolio", "eva", "thumbnail.svg"));

      const parser = new DOMParser();
      for (const file of files) {
        const [a, b] = await Promise.all([
          readFile(path.join(first, file), "utf8"),
          readFile(path.join(second, file), "utf8"),
        ]);
        expect(b, file).toBe(a);
        const doc = parser.parseFromString(a, "image/svg+xml");
        expect(doc.getElementsByTagName("parsererror"), file).toHaveLength(0);
        expect(doc.documentElement.getAttribute("viewBox"), file).toBe(expectedSize(file));
        expect(Buffer.byteLength(a), file).toBeLessThan(150 * 1024);
      }
    },
  );
});
