import type { Nodes } from "mdast";

// The text of a body as the parser read it, with each piece's line and the role it plays on the
// page. The style checks (unlinked titles, bare addresses, Spanish numbers) read these rather than
// the raw file, so Markdown decides what is a link, a code span or a picture, not a regex.

export type ProseRun = {
  /** The words as a visitor reads them (escapes resolved); each "\n" is a line break in the file. */
  text: string;
  /** The file line the text starts on. */
  line: number;
  /**
   * `prose`: running text (paragraphs, subheadings, lists, quotes); `link`: the words of a link,
   * autolinks included; `caption`: a picture's caption, which cannot hold a link.
   */
  kind: "prose" | "link" | "caption";
};

/** A problem a style check found, with its line in the file. */
export type ProseProblem = { line: number; message: string };

/**
 * The visible text of a body tree. Code (spans and blocks) is left out: it is quoted literally, an
 * address or a number in it is meant as written. So is a picture's alt text, which only screen
 * readers speak and which the read time leaves out too.
 */
export function proseRuns(tree: Nodes, lineOffset: number): ProseRun[] {
  const runs: ProseRun[] = [];
  const visit = (node: Nodes, inLink: boolean): void => {
    const line = (node.position?.start.line ?? 1) + lineOffset;
    switch (node.type) {
      case "text":
        runs.push({ text: node.value, line, kind: inLink ? "link" : "prose" });
        return;
      case "image":
        if (node.title) runs.push({ text: node.title, line, kind: "caption" });
        return;
      case "inlineCode":
      case "code":
      case "html":
        return;
    }
    if (!("children" in node)) return;
    const linkWords = inLink || node.type === "link" || node.type === "linkReference";
    for (const child of node.children) visit(child, linkWords);
  };
  visit(tree, false);
  return runs;
}

/** The file line of the character at `index` in a run's text. */
export function lineAt(run: ProseRun, index: number): number {
  let line = run.line;
  for (const char of run.text.slice(0, index)) if (char === "\n") line++;
  return line;
}
