import { lineAt, type ProseProblem, type ProseRun } from "./runs";

// Another project named in running text without a link to it: the reader sees a name and has no
// way to it. Only `prose` runs are read: the words of a link are already a link (wherever it
// leads), a code span is not a mention, and a caption cannot hold a link.
//
// How a title is recognised:
// - Exactly as that language's `title:` writes it, capitals included, as a whole phrase: titles are
//   names and are capitalised, so case-sensitive matching is what keeps common words out. "vera" is
//   a Spanish word ("a la vera del camino") but is written in lower case; "Pointz" is not "pointz".
//   A capitalised "Vera" or "Eva" is taken to be the project: in today's texts it always is, and a
//   person or a place of the same name is worth rewording anyway, so the reader does not mistake
//   it for the project. No exception list: one would hide real mentions.
// - Between word boundaries (letters and digits of any script): "Eva" is not found in
//   "Evaluación", nor "Portal Go" in "Portal Grow". The longest title is tried first, so were a
//   title inside another (a project "One Way" beside "One Way, videoclip"), the longer one is read
//   whole and the shorter is not found inside it.
// - The spaces of a title may be any run of white space, so a title wrapped across two lines in
//   the file is still found.
// - The project's own title is matched too (so it is consumed whole before a shorter title inside
//   it could be), but not reported.

export type ProjectTitle = { id: string; title: string };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function titlePattern(titles: readonly ProjectTitle[]): RegExp {
  const alternatives = [...titles]
    .sort((a, b) => b.title.length - a.title.length)
    .map(({ title }) => escapeRegExp(title.trim()).replace(/\s+/g, "\\s+"));
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}_])`, "gu");
}

/** Where a body written for one language names another project by that language's title, unlinked. */
export function unlinkedTitles(
  runs: readonly ProseRun[],
  titles: readonly ProjectTitle[],
  ownId: string,
): ProseProblem[] {
  if (titles.length === 0) return [];
  const pattern = titlePattern(titles);
  const byTitle = new Map(titles.map(({ id, title }) => [title.trim().replace(/\s+/g, " "), id]));
  return runs
    .filter((run) => run.kind === "prose")
    .flatMap((run) =>
      [...run.text.matchAll(pattern)].flatMap((match) => {
        const title = match[0].replace(/\s+/g, " ");
        const id = byTitle.get(title);
        if (id === undefined || id === ownId) return [];
        return [
          {
            line: lineAt(run, match.index),
            message: `"${title}" is another project's title: link it, [${title}](project:${id})`,
          },
        ];
      }),
    );
}
