import { fromMarkdown } from "mdast-util-from-markdown";
import { describe, expect, it } from "vitest";

import { lineAt, proseRuns } from "./runs";

const runs = (markdown: string, lineOffset = 0) => proseRuns(fromMarkdown(markdown), lineOffset);

describe("proseRuns", () => {
  it("reads running text, link words and captions, each with its line", () => {
    expect(
      runs(
        [
          "## A *heading*",
          "",
          "Text with [link words](https://lupa.example) and <https://lupa.example>.",
          "",
          "- an item",
          "",
          "> a quote",
          "",
          '![Alt text](/portfolio/eva/body-1.svg "A caption")',
        ].join("\n"),
        4,
      ),
    ).toEqual([
      { text: "A ", line: 5, kind: "prose" },
      { text: "heading", line: 5, kind: "prose" },
      { text: "Text with ", line: 7, kind: "prose" },
      { text: "link words", line: 7, kind: "link" },
      { text: " and ", line: 7, kind: "prose" },
      { text: "https://lupa.example", line: 7, kind: "link" },
      { text: ".", line: 7, kind: "prose" },
      { text: "an item", line: 9, kind: "prose" },
      { text: "a quote", line: 11, kind: "prose" },
      { text: "A caption", line: 13, kind: "caption" },
    ]);
  });

  it("leaves out code spans, code blocks and a picture's alt text", () => {
    expect(
      runs("Run `npm test` now.\n\n    indented code\n\n```\nfenced\n```\n\n![Alt](/a.svg)"),
    ).toEqual([
      { text: "Run ", line: 1, kind: "prose" },
      { text: " now.", line: 1, kind: "prose" },
    ]);
  });
});

describe("lineAt", () => {
  it("counts the line breaks of a paragraph wrapped over several lines", () => {
    const [run] = runs("First line,\nsecond line,\nthird line.", 10);
    expect(run).toBeDefined();
    expect(lineAt(run!, 0)).toBe(11);
    expect(lineAt(run!, "First line,\nsecond".length)).toBe(12);
    expect(lineAt(run!, "First line,\nsecond line,\nthird".length)).toBe(13);
  });
});
