import { fromMarkdown } from "mdast-util-from-markdown";
import { describe, expect, it } from "vitest";

import { proseRuns } from "./runs";
import { unlinkedTitles } from "./unlinked-titles";

// Titles of the Spanish pages, chosen for their traps: a Spanish word ("vera"), a given name
// ("Eva"), a title inside another ("Portal Go", "Portal Grow"), punctuation ("One Way, videoclip").
const titles = [
  { id: "vera", title: "Vera" },
  { id: "eva", title: "Eva" },
  { id: "pointz", title: "Pointz" },
  { id: "portalGo", title: "Portal Go" },
  { id: "portalGrow", title: "Portal Grow" },
  { id: "oneWayMusicVideo", title: "One Way, videoclip" },
  { id: "corruptionCity", title: "Ciudad Corrupción" },
  { id: "mintNFT", title: "mintNFT" },
];

const check = (markdown: string, ownId = "pointz") =>
  unlinkedTitles(proseRuns(fromMarkdown(markdown), 0), titles, ownId);

describe("unlinkedTitles", () => {
  it("names another project's title written as text, and the link to write", () => {
    expect(check("Nació de Ciudad Corrupción.")).toEqual([
      {
        line: 1,
        message:
          '"Ciudad Corrupción" is another project\'s title: link it, ' +
          "[Ciudad Corrupción](project:corruptionCity)",
      },
    ]);
  });

  it.each([
    ["Como en Vera, las pistas.", "Vera"],
    ["## Después de Eva", "Eva"],
    ["- con *mintNFT*", "mintNFT"],
    ["> Portal Go, primero.", "Portal Go"],
    ["El de Portal Grow.", "Portal Grow"],
    ["Mira One Way, videoclip.", "One Way, videoclip"],
    ["Las de «Vera» y (Eva).", "Vera"],
  ])("names the title in %j", (markdown, title) => {
    expect(check(markdown)[0]?.message).toMatch(new RegExp(`^"${title}"`));
  });

  it("finds a title wrapped over two lines, on the line where it starts", () => {
    expect(check("Intro.\n\nEra como Portal\nGo, pero en casa.")).toEqual([
      { line: 3, message: expect.stringContaining('"Portal Go"') },
    ]);
  });

  it.each([
    ["its own title", "Pointz nació en un café."],
    ["a link to the project", "Como [Vera](project:vera) y [Eva](/es/project/eva)."],
    ["the words of any link", "Ver [el sitio de Vera](https://vera.example)."],
    ["a code span", "El comando `Vera` corre de noche."],
    ["a code block", "    Vera --since 2025"],
    ["a caption or alt text", '![Vera en uso](/portfolio/eva/body-1.svg "Vera en uso")'],
    ["another case", "A la vera del camino, eva, EVA, POINTZ y portal go."],
    ["a longer word", "Evaluación, Veracruz, Evita, Portal Gold, Pointzero."],
    ["part of a title", "Solo One Way, sin el videoclip; Ciudad a secas."],
  ])("accepts %s", (_, markdown) => {
    expect(check(markdown)).toEqual([]);
  });

  it("reads a title inside another title as the longer one", () => {
    const nested = [
      { id: "oneWay", title: "One Way" },
      { id: "oneWayMusicVideo", title: "One Way, videoclip" },
    ];
    const runs = proseRuns(fromMarkdown("Mira One Way, videoclip y One Way."), 0);
    expect(unlinkedTitles(runs, nested, "pointz").map((p) => p.message)).toEqual([
      expect.stringContaining("project:oneWayMusicVideo"),
      expect.stringContaining("project:oneWay)"),
    ]);
    expect(unlinkedTitles(runs, nested, "oneWayMusicVideo").map((p) => p.message)).toEqual([
      expect.stringContaining("project:oneWay)"),
    ]);
  });
});
