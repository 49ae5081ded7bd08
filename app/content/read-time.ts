import { type BodyBlock, bodyTexts } from "./body-tree";

/** The reading speeds a stated read time must agree with (content/README.md, "Read time"). */
const wordsPerMinute = { min: 150, max: 300 } as const;

/**
 * Words a visitor reads in a body: the text of paragraphs, subheadings, lists, quotes, code and
 * captions. Markup (`**`, `##`, link addresses) and a picture's alt text, which only a screen reader
 * speaks, do not count.
 */
export function countBodyWords(blocks: readonly BodyBlock[]): number {
  let words = 0;
  for (const text of bodyTexts(blocks, (image) => image.caption)) {
    // A lone dash or other punctuation between spaces is not a word.
    words += text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  }
  return words;
}

/** The whole minutes a body of this length can honestly claim; empty when under one minute. */
function impliedMinutes(words: number): { from: number; to: number } | undefined {
  const from = Math.max(1, Math.ceil(words / wordsPerMinute.max));
  const to = Math.floor(words / wordsPerMinute.min);
  return from <= to ? { from, to } : undefined;
}

/** Why a stated read time does not fit its body, or undefined when it does. */
export function readTimeMismatch(words: number, readTime: number): string | undefined {
  const least = readTime * wordsPerMinute.min;
  const most = readTime * wordsPerMinute.max;
  if (words >= least && words <= most) return undefined;
  const implied = impliedMinutes(words);
  const reads =
    implied === undefined
      ? "under a minute"
      : implied.from === implied.to
        ? `${implied.from} min`
        : `${implied.from}–${implied.to} min`;
  return (
    `${words} words read in ${reads} at ${wordsPerMinute.min}–${wordsPerMinute.max} words a ` +
    `minute, but project.yaml says readTime ${readTime} (${least}–${most} words)`
  );
}
