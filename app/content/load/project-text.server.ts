import { existsSync, readFileSync } from "node:fs";

import type { Language } from "../../lib/paths";
import { type BodyBlock, parseProjectText } from "../markdown";
import { countBodyWords, readTimeMismatch } from "../read-time";
import { type ProjectFrontMatter, ProjectFrontMatterSchema } from "../schema";
import type { ContentFiles } from "./content-files.server";

export type ProjectText = ProjectFrontMatter & { blocks: BodyBlock[] };

/**
 * projects/<id>/<lang>.md: the front matter and the body. `readTime` comes from project.yaml when
 * that file is valid, and the body must fit it.
 */
export function readProjectText(
  files: ContentFiles,
  path: string,
  lang: Language,
  readTime: number | undefined,
): ProjectText | undefined {
  if (!existsSync(path)) {
    files.report(path, "", `missing ${lang} translation`);
    return undefined;
  }
  let parsed: ReturnType<typeof parseProjectText>;
  try {
    parsed = parseProjectText(readFileSync(path, "utf8"));
  } catch (error) {
    files.report(path, "", String(error));
    return undefined;
  }
  const frontMatter = files.validate(path, ProjectFrontMatterSchema, parsed.frontMatter ?? {});
  reportBodyProblems(files, path, parsed.blocks, readTime);
  return frontMatter && { ...frontMatter, blocks: parsed.blocks };
}

function reportBodyProblems(
  files: ContentFiles,
  path: string,
  blocks: BodyBlock[],
  readTime: number | undefined,
): void {
  const texts = blocks.filter((b) => b.type === "text").length;
  const images = blocks.filter((b) => b.type === "image");
  if (texts < 3) files.report(path, "body", "needs 3+ text blocks");
  if (images.length < 1) files.report(path, "body", "needs an image block");
  for (const image of images) {
    files.requireImage(path, "body", image.src);
    if (!image.alt) files.report(path, "body", "image without alt");
  }
  if (readTime !== undefined) {
    const mismatch = readTimeMismatch(countBodyWords(blocks), readTime);
    if (mismatch) files.report(path, "body", mismatch);
  }
}

/** The Spanish text translates the English one block by block: same paragraphs, same pictures. */
export function reportDifferentBlocks(
  files: ContentFiles,
  esPath: string,
  text: Record<Language, ProjectText>,
): void {
  const shape = (t: ProjectText) =>
    t.blocks.map((b) => (b.type === "image" ? b.src : "text")).join(",");
  if (shape(text.en) !== shape(text.es)) {
    files.report(
      esPath,
      "body",
      "blocks differ from en.md (same order of text and images required)",
    );
  }
}
