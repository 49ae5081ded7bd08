import type { BodyBlock } from "./markdown";

/** The reading speeds a stated read time must agree with (content/README.md, "Read time"). */
const wordsPerMinute = { min: 150, max: 300 } as const;

/** Words a visitor reads in a body: those of the text paragraphs; image lines do not count. */
export function countBodyWords(blocks: BodyBlock[]): number {
  let words = 0;
  for (const block of blocks) {
    // A lone dash or other punctuation between spaces is not a word.
    if (block.type === "text") {
      words += block.content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    }
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
