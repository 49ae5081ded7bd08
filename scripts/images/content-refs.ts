/** Reads what the generator needs from content/: the project ids and each body image's alt text. */
import { readFile } from "node:fs/promises";
import path from "node:path";

import { parse } from "yaml";
import { z } from "zod";

import { parseProjectText } from "#app/content/body-markdown.server.ts";
import { projectIdSchema } from "#app/content/schema.ts";

import type { BodyName } from "./art/types";

// The content check's own id rule: an id that `npm run check:content` accepts is one drawn here.
const OrderSchema = z.object({ projects: z.array(projectIdSchema).min(1) });

export async function readProjectIds(contentDir: string): Promise<string[]> {
  const file = path.join(contentDir, "projects", "order.yaml");
  const result = OrderSchema.safeParse(parse(await readFile(file, "utf8")));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`${file}: ${problems.join("; ")} (run npm run check:content)`);
  }
  return result.data.projects;
}

export type BodyImage = { name: BodyName; alt: string };

/**
 * body-1 always exists (a project page without text yet still gets an illustration);
 * further body images exist only when the English text places them, read by the same parser as
 * the site's pages.
 */
export async function readBodyImages(contentDir: string, id: string): Promise<BodyImage[]> {
  const text = await readFile(path.join(contentDir, "projects", id, "en.md"), "utf8").catch(
    () => undefined,
  );
  const found = new Map<BodyName, string>([["body-1", ""]]);
  const blocks = text === undefined ? [] : parseBlocks(text);
  const own = new RegExp(`^/portfolio/${id}/body-(\\d+)\\.svg$`);
  for (const block of blocks) {
    const number = block.type === "image" ? own.exec(block.src)?.[1] : undefined;
    if (block.type === "image" && number) found.set(`body-${Number(number)}`, block.alt);
  }
  return [...found]
    .map(([name, alt]) => ({ name, alt }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A text without front matter yet has no pictures to draw; the check names that problem. */
function parseBlocks(text: string) {
  try {
    return parseProjectText(text).blocks;
  } catch {
    return [];
  }
}
