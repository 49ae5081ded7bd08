/** Reads what the generator needs from content/: the project ids and each body image's alt text. */
import { readFile } from "node:fs/promises";
import path from "node:path";

import { parse } from "yaml";
import { z } from "zod";

import type { BodyName } from "./art/types";

const OrderSchema = z.object({ projects: z.array(z.string().regex(/^[A-Za-z0-9]+$/)).min(1) });

export async function readProjectIds(contentDir: string): Promise<string[]> {
  const file = path.join(contentDir, "projects", "order.yaml");
  const result = OrderSchema.safeParse(parse(await readFile(file, "utf8")));
  if (!result.success) throw new Error(`${file}: expected "projects:" with a list of ids`);
  return result.data.projects;
}

export type BodyImage = { name: BodyName; alt: string };

/**
 * body-1 always exists (a project page without text yet still gets an illustration);
 * further body images exist only when the English text places them.
 */
export async function readBodyImages(contentDir: string, id: string): Promise<BodyImage[]> {
  const text = await readFile(path.join(contentDir, "projects", id, "en.md"), "utf8").catch(
    () => "",
  );
  const found = new Map<BodyName, string>([["body-1", ""]]);
  const pattern = /^!\[([^\]]*)\]\(\/portfolio\/([A-Za-z0-9]+)\/(body-\d+)\.svg\)\s*$/gm;
  for (const match of text.matchAll(pattern)) {
    const [, alt = "", owner, name] = match;
    if (owner === id && name?.startsWith("body-")) found.set(`body-${Number(name.slice(5))}`, alt);
  }
  return [...found]
    .map(([name, alt]) => ({ name, alt }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
