import type { Rng } from "../prng";
import { circle, el, group, num, rect } from "../svg";
import { checkBadge, textLines } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#f6efe4",
  deep: "#1d2b53",
  mid: "#9aa3b8",
  accent: "#ff6f59",
  pop: "#ffb627",
  light: "#ffffff",
};

const MARKS = [palette.accent, palette.pop, "#5fd3a5"] as const;

/** A CV page: photo, name bar, sections of lines; `marked` rows get a highlight. */
function cvPage(
  x: number,
  y: number,
  w: number,
  h: number,
  marked: readonly number[],
  rng: Rng,
): { svg: string; rows: number[] } {
  const rowGap = h * 0.052;
  const rows = Array.from(
    { length: 11 },
    (_, i) => y + h * 0.3 + i * rowGap + (i > 4 ? rowGap * 0.8 : 0),
  );
  const highlights = marked.map((row, k) =>
    rect(
      x + w * 0.08,
      (rows[row] ?? 0) - rowGap * 0.35,
      w * 0.84,
      rowGap * 0.7,
      MARKS[k % MARKS.length] ?? palette.pop,
      { rx: 6, opacity: 0.55 },
    ),
  );
  const lines = rows
    .map((ry) => textLines(x + w * 0.1, ry, w * 0.8, 1, 0, h * 0.014, palette.mid, rng))
    .join("");
  return {
    rows: marked.map((row) => rows[row] ?? 0),
    svg: group(
      {},
      rect(x + 10, y + 14, w, h, palette.deep, { rx: 10, opacity: 0.12 }),
      rect(x, y, w, h, palette.light, { rx: 10 }),
      circle(x + w * 0.18, y + h * 0.13, h * 0.065, "#e9c3a0"),
      rect(x + w * 0.32, y + h * 0.09, w * 0.45, h * 0.03, palette.deep, { rx: 6 }),
      rect(x + w * 0.32, y + h * 0.15, w * 0.3, h * 0.02, palette.mid, { rx: 5 }),
      rect(x + w * 0.1, y + h * 0.24, w * 0.25, h * 0.02, palette.deep, { rx: 5 }),
      ...highlights,
      lines,
    ),
  };
}

function cover({ w, h, rng }: Canvas): string {
  const pw = h * 0.66;
  const ph = h * 0.86;
  const px = w * 0.12;
  const py = (h - ph) / 2;
  const page = cvPage(px, py, pw, ph, [2, 6, 9], rng);
  const nx = w * 0.62;
  const notes = page.rows.map((ry, k) => {
    const ny = h * 0.18 + k * h * 0.25;
    const color = MARKS[k] ?? palette.pop;
    return group(
      {},
      el("path", {
        d: `M${num(px + pw + 8)} ${num(ry)}C${num(nx - 80)} ${num(ry)} ${num(nx - 100)} ${num(ny + 40)} ${num(nx - 12)} ${num(ny + 40)}`,
        fill: "none",
        stroke: color,
        "stroke-width": 4,
        "stroke-linecap": "round",
      }),
      el("path", {
        d: `M${num(nx - 26)} ${num(ny + 30)}l14 10l-14 10`,
        fill: "none",
        stroke: color,
        "stroke-width": 4,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      rect(nx, ny, w * 0.3, h * 0.16, palette.light, { rx: 14, stroke: color, "stroke-width": 3 }),
      textLines(nx + 24, ny + h * 0.055, w * 0.22, 2, h * 0.05, 9, palette.deep, rng, {
        opacity: 0.7,
      }),
    );
  });
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    page.svg,
    ...notes,
    checkBadge(px + pw - 10, py + ph - 10, h * 0.07, "#5fd3a5", palette.light),
  );
}

/** One page, three highlighted lines, each with an arrow to its rewritten version. */
function rewrites({ w, h, rng }: Canvas): string {
  const pw = h * 0.62;
  const ph = h * 0.84;
  const px = w * 0.16;
  const py = (h - ph) / 2;
  const page = cvPage(px, py, pw, ph, [1, 5, 8], rng);
  const rewritten = page.rows.map((ry, k) => {
    const color = MARKS[k] ?? palette.pop;
    const x = w * 0.62;
    return group(
      {},
      el("path", {
        d: `M${num(px + pw + 20)} ${num(ry)}H${num(x - 30)}m-14 -10l14 10l-14 10`,
        fill: "none",
        stroke: color,
        "stroke-width": 4,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      rect(x - 10, ry - 50, w * 0.3, 100, palette.light, { rx: 16 }),
      rect(x + 6, ry - 32, 10, 64, color, { rx: 5 }),
      textLines(x + 40, ry - 22, w * 0.22, 3, 22, 10, palette.deep, rng, { opacity: 0.65 }),
    );
  });
  return group({}, rect(0, 0, w, h, palette.bg), page.svg, ...rewritten);
}

export const revisaCvArt: ProjectArt = { palette, cover, bodies: { "body-1": rewrites } };
