import { fromMarkdown } from "mdast-util-from-markdown";
import { describe, expect, it } from "vitest";

import { proseRuns } from "./runs";
import { misgroupedNumbers, spanishNumberProblems } from "./spanish-numbers";

const written = (text: string) => misgroupedNumbers(text).map((found) => found.written);

describe("misgroupedNumbers", () => {
  it.each([
    ["con 4.612 clientes", "4.612"],
    ["con 4 612 clientes", "4 612"],
    ["con 4\u00a0612 clientes", "4\u00a0612"],
    ["en el año 2.019", "2.019"],
    ["cuesta 4.612,50 pesos", "4.612"],
    ["(1.000)", "1.000"],
    ["entre -1.000 y 1.000.", "1.000"],
    ["procesaron 31.870 pedidos", "31.870"],
    ["más de 300.000 contratos", "300.000"],
    ["unos 1.250.000 votos", "1.250.000"],
  ])("names %j", (text, number) => {
    expect(written(text)[0]).toBe(number);
  });

  it("says what to write: no separator for four digits, spaces for five or more", () => {
    expect(misgroupedNumbers("De 4.612 a 31.870.")).toEqual([
      {
        index: 3,
        written: "4.612",
        message: '"4.612": in Spanish a four-digit number takes no separator, write 4612',
      },
      {
        index: 11,
        written: "31.870",
        message:
          '"31.870": in Spanish, five or more digits are grouped with a space, not a point, ' +
          "write 31 870",
      },
    ]);
  });

  it.each([
    "4612 clientes",
    "31 870 pedidos, 1 250 000 votos, 4 612 000 pesos",
    "31870 pedidos",
    "en 2019, de 2013 a 2016",
    "2,6 millones, 7,5 millones, 4612,50 pesos",
    "3.5 (un decimal con punto, otro error)",
    "a las 10.30 o a las 10:30",
    "la versión v1.2.3, la 2.1 o la v1.200",
    "1,234.567 en inglés",
    "en /portfolio/eva/1.234.svg",
    "entre 1990 y 2000, 12.05.2021",
    "el 23 % y el 8 %",
  ])("accepts %j", (text) => {
    expect(misgroupedNumbers(text)).toEqual([]);
  });
});

describe("spanishNumberProblems", () => {
  it("names the line in the body, in text, link words and captions but not in code", () => {
    const tree = fromMarkdown(
      [
        "Al cabo de un año,\ncon 4.612 clientes.",
        "",
        "Ver [los 1.800 cafés](https://lupa.example) y `1.234`.",
        "",
        '![Un mapa](/portfolio/eva/body-1.svg "Los 31.870 pedidos")',
      ].join("\n"),
    );
    expect(spanishNumberProblems(proseRuns(tree, 6))).toEqual([
      { line: 8, message: expect.stringContaining('"4.612"') },
      { line: 10, message: expect.stringContaining('"1.800"') },
      { line: 12, message: expect.stringContaining('"31.870"') },
    ]);
  });
});
