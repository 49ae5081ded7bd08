import { describe, expect, it } from "vitest";

import { parseInlineLinks } from "./markdown";

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
