import { lineAt, type ProseProblem, type ProseRun } from "./runs";

// A web address the visitor reads instead of words: https://…, http://… or www.… written as text,
// in a caption, or as the words of a link (an autolink <https://…> shows its address, so it counts).
// An address in a code span is quoted on purpose and is not read here (runs.ts leaves code out).
// Host names without www. ("lupa.example") are not looked for: they cannot be told apart from file
// names such as "package.json".

/** Not preceded by a letter, digit or a character that would make it part of a longer address. */
const address = /(?<![\p{L}\p{N}_@./-])(?:https?:\/\/|www\.)[^\s<>]+/giu;
/** "www." only starts an address when a host follows: "www.lupa.example", not "the www.". */
const wwwHost = /^www\.[^.\s]+\.\p{L}/iu;
const trailingPunctuation = /[.,;:!?'"’”»]$/u;

/** The address without the sentence's punctuation after it; a ")" stays when it closes a "(". */
function trimAddress(found: string): string {
  let text = found;
  for (;;) {
    if (trailingPunctuation.test(text)) text = text.slice(0, -1);
    else if (text.endsWith(")") && text.split(")").length > text.split("(").length) {
      text = text.slice(0, -1);
    } else return text;
  }
}

function advice(run: ProseRun, shown: string): string {
  const href = /^www\./i.test(shown) ? `https://${shown}` : shown;
  const link = `[the words to click](${href})`;
  switch (run.kind) {
    case "prose":
      return `address "${shown}" written as text: make it a link, ${link}`;
    case "link":
      return `a link whose words are its address, "${shown}": say where it leads, ${link}`;
    case "caption":
      return `address "${shown}" in a caption, which cannot hold a link: put it in a paragraph as ${link}`;
  }
}

/** Every address a visitor would read as such, with its line. */
export function bareAddresses(runs: readonly ProseRun[]): ProseProblem[] {
  return runs.flatMap((run) =>
    [...run.text.matchAll(address)].flatMap((match) => {
      const shown = trimAddress(match[0]);
      if (/^www\./i.test(shown) && !wwwHost.test(shown)) return [];
      return [{ line: lineAt(run, match.index), message: advice(run, shown) }];
    }),
  );
}
