import { describe, expect, it } from "vitest";

import { parseInlineLinks, parseProjectText } from "./markdown";

describe("parseProjectText", () => {
  it("splits front matter and blocks, joining wrapped lines", () => {
    const { frontMatter, blocks } = parseProjectText(
      "---\ntitle: Eva\n---\n\nOne line\nwrapped.\n\n![Illustration: dots](/portfolio/eva/body-1.svg)\n\nLast.\n",
    );
    expect(frontMatter).toEqual({ title: "Eva" });
    expect(blocks).toEqual([
      { type: "text", content: "One line wrapped." },
      { type: "image", alt: "Illustration: dots", src: "/portfolio/eva/body-1.svg" },
      { type: "text", content: "Last." },
    ]);
  });

  it("refuses a file without front matter", () => {
    expect(() => parseProjectText("Just text")).toThrow(/front matter/);
  });
});

describe("parseInlineLinks", () => {
  it("turns [text](url) into link segments and leaves the rest as text", () => {
    expect(
      parseInlineLinks("With [Nodo](https://nodo.example) and [Casa](https://casa.example)."),
    ).toEqual([
      { type: "text", text: "With " },
      { type: "link", text: "Nodo", href: "https://nodo.example" },
      { type: "text", text: " and " },
      { type: "link", text: "Casa", href: "https://casa.example" },
      { type: "text", text: "." },
    ]);
  });

  it("does not link non-web schemes", () => {
    expect(parseInlineLinks("[x](javascript:alert(1))")).toEqual([
      { type: "text", text: "[x](javascript:alert(1))" },
    ]);
  });
});
