import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { escapeMarkup } from "./escape-markup";

describe("escapeMarkup", () => {
  const text = `R&D <i>"lab"</i> & Tom's`;

  it("keeps text as text in an element and in a quoted attribute, as HTML parses them", () => {
    const { document } = new JSDOM(
      `<p title="${escapeMarkup(text)}">${escapeMarkup(text)}</p><p title='${escapeMarkup(text)}'></p>`,
    ).window;
    const [double, single] = document.querySelectorAll("p");
    expect(double?.textContent).toBe(text);
    expect(double?.getAttribute("title")).toBe(text);
    expect(single?.getAttribute("title")).toBe(text);
    expect(document.querySelector("i")).toBeNull();
  });

  it("makes XML that parses back to the same text", () => {
    const xml = `<a b="${escapeMarkup(text)}">${escapeMarkup(text)}</a>`;
    const { document } = new JSDOM(xml, { contentType: "application/xml" }).window;
    expect(document.documentElement.textContent).toBe(text);
    expect(document.documentElement.getAttribute("b")).toBe(text);
  });

  it("leaves other text alone", () => {
    expect(escapeMarkup("Medellín, 2026 — ñ")).toBe("Medellín, 2026 — ñ");
  });
});
