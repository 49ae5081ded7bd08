import { fromMarkdown } from "mdast-util-from-markdown";
import { describe, expect, it } from "vitest";

import { bareAddresses } from "./bare-addresses";
import { proseRuns } from "./runs";

const check = (markdown: string) => bareAddresses(proseRuns(fromMarkdown(markdown), 0));

describe("bareAddresses", () => {
  it.each([
    ["See https://lupa.example/a?b=1.", "https://lupa.example/a?b=1", /written as text/],
    ["On http://lupa.example, today.", "http://lupa.example", /written as text/],
    ["On HTTPS://LUPA.EXAMPLE today.", "HTTPS://LUPA.EXAMPLE", /written as text/],
    ["At www.lupa.example/notes!", "www.lupa.example/notes", /written as text/],
    ["## Find it at *https://lupa.example*", "https://lupa.example", /written as text/],
    ["- item (https://lupa.example/wiki/A_(b))", "https://lupa.example/wiki/A_(b)", /as text/],
    ["> quoted https://lupa.example", "https://lupa.example", /written as text/],
    ["An autolink <https://lupa.example>.", "https://lupa.example", /words are its address/],
    ["[https://lupa.example](https://lupa.example)", "https://lupa.example", /words are its/],
    ["[see www.lupa.example](https://lupa.example)", "www.lupa.example", /words are its/],
    [
      '![A map](/portfolio/eva/body-1.svg "From https://lupa.example")',
      "https://lupa.example",
      /caption/,
    ],
  ])("names the address in %j", (markdown, address, kind) => {
    expect(check(markdown)).toEqual([{ line: 1, message: expect.stringMatching(kind) }]);
    expect(check(markdown)[0]?.message).toContain(`"${address}`);
  });

  it("proposes the link to write, with https:// before a www. address", () => {
    expect(check("At www.lupa.example.")).toEqual([
      {
        line: 1,
        message:
          'address "www.lupa.example" written as text: make it a link, ' +
          "[the words to click](https://www.lupa.example)",
      },
    ]);
  });

  it("names the line of an address in a paragraph wrapped over several lines", () => {
    expect(check("Intro.\n\nOne line,\nanother,\nand https://lupa.example.")).toEqual([
      { line: 5, message: expect.stringContaining('"https://lupa.example"') },
    ]);
  });

  it.each([
    "[Lupa](https://lupa.example)",
    "Run `curl https://lupa.example` first.",
    "    curl https://lupa.example",
    "![The page at https://lupa.example](/portfolio/eva/body-1.svg)",
    "Write to <hola@lupa.example> or [us](mailto:hola@lupa.example).",
    "The www. prefix, lupa.example and package.json are not addresses.",
  ])("accepts %j", (markdown) => {
    expect(check(markdown)).toEqual([]);
  });
});
