import { existsSync, readFileSync } from "node:fs";

import { defaultLanguage, type Language } from "../../lib/paths";
import { type ParsedProjectText, parseProjectText } from "../body-markdown.server";
import type { BodyBlock, BodyImage } from "../body-tree";
import { bareAddresses } from "../prose/bare-addresses";
import type { ProseRun } from "../prose/runs";
import { countBodyWords, readTimeMismatch } from "../read-time";
import { type ProjectFrontMatter, ProjectFrontMatterSchema } from "../schema";
import type { ContentFiles } from "./content-files.server";
import { reportBodyNumbers, reportTextNumbers } from "./spanish-numbers.server";

export type ProjectText = ProjectFrontMatter & {
  blocks: BodyBlock[];
  /** The file line of each block, for problems found by comparing the two languages. */
  blockLines: number[];
  /** The body's visible text with its lines, for checks that need every project (unlinked titles). */
  prose: ProseRun[];
};

type BodyRules = {
  /** From project.yaml when that file is valid: the body must fit it. */
  readTime: number | undefined;
  /** The ids in order.yaml: the projects a body may link to. */
  projects: ReadonlySet<string>;
};

/** projects/<id>/<lang>.md: the front matter and the body. */
export function readProjectText(
  files: ContentFiles,
  path: string,
  lang: Language,
  rules: BodyRules,
): ProjectText | undefined {
  if (!existsSync(path)) {
    files.report(path, "", `missing ${lang} translation`);
    return undefined;
  }
  let parsed: ParsedProjectText;
  try {
    parsed = parseProjectText(readFileSync(path, "utf8"), { projects: rules.projects });
  } catch (error) {
    files.report(path, "", String(error));
    return undefined;
  }
  const frontMatter = files.validate(path, ProjectFrontMatterSchema, parsed.frontMatter ?? {});
  for (const problem of [...parsed.problems, ...bareAddresses(parsed.prose)]) {
    files.report(path, "body", problem.message, problem.line);
  }
  reportBodyNumbers(files, path, lang, parsed.prose);
  if (frontMatter) reportTextNumbers(files, path, lang, frontMatter);
  reportBodyProblems(files, path, parsed, rules.readTime);
  return (
    frontMatter && {
      ...frontMatter,
      blocks: parsed.blocks,
      blockLines: parsed.blockLines,
      prose: parsed.prose,
    }
  );
}

function reportBodyProblems(
  files: ContentFiles,
  path: string,
  { blocks, blockLines }: ParsedProjectText,
  readTime: number | undefined,
): void {
  const paragraphs = blocks.filter((b) => b.type === "paragraph").length;
  if (paragraphs < 3) files.report(path, "body", "needs 3+ paragraphs");
  if (!blocks.some((b) => b.type === "image")) files.report(path, "body", "needs an image block");
  blocks.forEach((block, index) => {
    if (block.type === "image" && !files.imageExists(block.src)) {
      files.report(
        path,
        "body",
        `image ${block.src} not found under content/images`,
        blockLines[index],
      );
    }
  });
  if (readTime !== undefined) {
    const mismatch = readTimeMismatch(countBodyWords(blocks), readTime);
    if (mismatch) files.report(path, "body", mismatch);
  }
}

function imagesOf(text: ProjectText): { image: BodyImage; line: number | undefined }[] {
  return text.blocks.flatMap((block, index) =>
    block.type === "image" ? [{ image: block, line: text.blockLines[index] }] : [],
  );
}

/**
 * A translation shows the default language's pictures in the same order (a caption is translated,
 * the picture is not). The first difference is named with its line in the translation's file.
 */
export function reportDifferentImages(
  files: ContentFiles,
  translationPath: string,
  reference: ProjectText,
  translation: ProjectText,
): void {
  const expected = imagesOf(reference);
  const found = imagesOf(translation);
  const referenceFile = `${defaultLanguage}.md`;
  const length = Math.max(expected.length, found.length);
  for (let index = 0; index < length; index++) {
    const [wanted, image] = [expected[index], found[index]];
    if (wanted?.image.src === image?.image.src) continue;
    const message = !image
      ? `is missing picture ${wanted?.image.src} (picture ${index + 1} of ${referenceFile})`
      : !wanted
        ? `has picture ${image.image.src}, which ${referenceFile} does not place (pictures must match)`
        : `picture ${index + 1} is ${image.image.src} but ${referenceFile} has ${wanted.image.src} there ` +
          `(same pictures in the same order required)`;
    files.report(translationPath, "body", message, image?.line ?? translation.blockLines.at(-1));
    return;
  }
}
