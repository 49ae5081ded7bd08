import { describe, expect, it } from "vitest";

import { parseProjectText, projectLinkTarget } from "./body-markdown.server";

const file = (body: string) => `---\ntitle: Eva\n---\n\n${body}\n`;
/** Line 5 of the file is the body's first line (four lines of front matter and a blank line). */
const first = 5;

describe("parseProjectText", () => {
  it("splits front matter and blocks, joining wrapped lines", () => {
    const { frontMatter, blocks, blockLines, problems } = parseProjectText(
      file("One line\nwrapped.\n\n![Illustration: dots](/portfolio/eva/body-1.svg)\n\nLast."),
    );
    expect(frontMatter).toEqual({ title: "Eva" });
    expect(blocks).toEqual([
      { type: "paragraph", children: ["One line\nwrapped."] },
      { type: "image", alt: "Illustration: dots", src: "/portfolio/eva/body-1.svg" },
      { type: "paragraph", children: ["Last."] },
    ]);
    expect(blockLines).toEqual([first, first + 3, first + 5]);
    expect(problems).toEqual([]);
  });

  it("reads emphasis, strong, inline code, links, subheadings, lists, quotes and code", () => {
    const { blocks, problems } = parseProjectText(
      file(
        [
          "## How it works",
          "A *quiet* and **bold** `npm test` with [Vera](/project/vera), [Pointz](project:pointz), " +
            "[the site](https://lupa.example/a?b=1) and [mail](mailto:hola@lupa.example).",
          "### Steps",
          "- one\n- two",
          "3. three\n4. four",
          "> A quote.",
          "```ts\nconst a = 1 < 2;\n```",
          '![A map](/portfolio/eva/body-2.svg "Where it all began")',
        ].join("\n\n"),
      ),
    );
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { type: "heading", level: 2, children: ["How it works"] },
      {
        type: "paragraph",
        children: [
          "A ",
          { type: "emphasis", children: ["quiet"] },
          " and ",
          { type: "strong", children: ["bold"] },
          " ",
          { type: "code", value: "npm test" },
          " with ",
          { type: "project-link", project: "vera", children: ["Vera"] },
          ", ",
          { type: "project-link", project: "pointz", children: ["Pointz"] },
          ", ",
          { type: "link", href: "https://lupa.example/a?b=1", children: ["the site"] },
          " and ",
          { type: "link", href: "mailto:hola@lupa.example", children: ["mail"] },
          ".",
        ],
      },
      { type: "heading", level: 3, children: ["Steps"] },
      {
        type: "list",
        ordered: false,
        items: [
          [{ type: "paragraph", children: ["one"] }],
          [{ type: "paragraph", children: ["two"] }],
        ],
      },
      {
        type: "list",
        ordered: true,
        start: 3,
        items: [
          [{ type: "paragraph", children: ["three"] }],
          [{ type: "paragraph", children: ["four"] }],
        ],
      },
      { type: "quote", children: [{ type: "paragraph", children: ["A quote."] }] },
      { type: "code", value: "const a = 1 < 2;" },
      {
        type: "image",
        alt: "A map",
        src: "/portfolio/eva/body-2.svg",
        caption: "Where it all began",
      },
    ]);
  });

  it.each([
    ["<script>alert(1)</script>", /raw HTML/],
    ["Some <b>bold text.", /raw HTML/],
    ["# A second title", /second page title: start subheadings at ##/],
    ["#### Too deep", /too deep/],
    ["[x](javascript:alert(1))", /not allowed/],
    ["[x](JavaScript:alert(1))", /not allowed/],
    ["[x](data:text/html;base64,PHNjcmlwdD4=)", /not allowed/],
    ["[x](ftp://files.example)", /not allowed/],
    ["[x](notes.html)", /not allowed/],
    ["Text ![inline](/portfolio/eva/body-1.svg) here.", /own line/],
    ["- ![in a list](/portfolio/eva/body-1.svg)", /not inside a list/],
    ["![](/portfolio/eva/body-1.svg)", /describing it/],
    ["![A map](https://elsewhere.example/a.svg)", /must be a path/],
  ])("refuses %j with its line", (body, message) => {
    const { problems } = parseProjectText(file(`Intro.\n\n${body}`));
    expect(problems).toEqual([{ line: first + 2, message: expect.stringMatching(message) }]);
  });

  it("refuses a link to a project that is not in the list, when it is given", () => {
    const projects = new Set(["vera"]);
    expect(parseProjectText(file("[Vera](/es/project/vera)"), { projects }).problems).toEqual([]);
    expect(parseProjectText(file("[Nope](project:nope)"), { projects }).problems).toEqual([
      { line: first, message: expect.stringContaining('"nope"') },
    ]);
  });

  it("refuses a file without front matter", () => {
    expect(() => parseProjectText("Just text")).toThrow(/front matter/);
  });
});

describe("projectLinkTarget", () => {
  it("reads the long and the short form, in either language", () => {
    expect(projectLinkTarget("/project/vera")).toBe("vera");
    expect(projectLinkTarget("/es/project/vera")).toBe("vera");
    expect(projectLinkTarget("project:vera")).toBe("vera");
    expect(projectLinkTarget("/project/vera/extra")).toBeUndefined();
    expect(projectLinkTarget("https://x.example/project/vera")).toBeUndefined();
  });
});
