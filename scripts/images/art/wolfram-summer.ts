import { elementaryAutomaton, gridPaths } from "../automata";
import { circle, el, group, linearGradient, num, rect } from "../svg";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#fff3dc",
  deep: "#3f1d0b",
  mid: "#d7263d",
  accent: "#f49d37",
  pop: "#ffd166",
  light: "#fffaf0",
};

/** A notebook cell: the bracket on the right edge that notebooks use to group input and output. */
function cellBracket(x: number, y: number, h: number, color: string): string {
  return el("path", {
    d: `M${num(x)} ${num(y)}h8v${num(h)}h-8`,
    fill: "none",
    stroke: color,
    "stroke-width": 3,
  });
}

function cover({ w, h }: Canvas): string {
  const cell = 8;
  const cols = 81;
  const rows = 41;
  const grid = elementaryAutomaton(30, cols, rows);
  const nw = cols * cell + 80;
  const nh = rows * cell + 120;
  const nx = w * 0.06;
  const ny = (h - nh) / 2;
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const r1 = h * 0.2;
    const r2 = h * 0.28;
    return `M${num(w * 0.84 + Math.cos(a) * r1)} ${num(h * 0.3 + Math.sin(a) * r1)}L${num(w * 0.84 + Math.cos(a) * r2)} ${num(h * 0.3 + Math.sin(a) * r2)}`;
  }).join("");
  return group(
    {},
    el(
      "defs",
      {},
      linearGradient("rule", [
        [0, palette.mid],
        [1, palette.accent],
      ]),
    ),
    rect(0, 0, w, h, palette.bg),
    circle(w * 0.84, h * 0.3, h * 0.16, palette.pop),
    el("path", { d: rays, stroke: palette.accent, "stroke-width": 8, "stroke-linecap": "round" }),
    el("path", {
      d: `M0 ${num(h * 0.8)}Q${num(w * 0.5)} ${num(h * 0.7)} ${w} ${num(h * 0.78)}V${h}H0Z`,
      fill: palette.pop,
      opacity: 0.5,
    }),
    rect(nx + 10, ny + 14, nw, nh, palette.deep, { rx: 16, opacity: 0.12 }),
    rect(nx, ny, nw, nh, palette.light, { rx: 16 }),
    rect(nx + 40, ny + 30, nw * 0.4, 12, palette.deep, { rx: 6, opacity: 0.7 }),
    cellBracket(nx + nw - 30, ny + 24, 24, palette.mid),
    cellBracket(nx + nw - 30, ny + 70, nh - 100, palette.mid),
    group(
      { fill: "url(#rule)" },
      gridPaths(grid, [undefined, "url(#rule)"], cell, nx + 40, ny + 74),
    ),
  );
}

/** A notebook page that holds `fill` (0..1) of its cells. */
function notebook(x: number, y: number, w: number, h: number, fill: number): string {
  const cells = Math.round(fill * 6);
  const rows = Array.from({ length: cells }, (_, i) => {
    const cy = y + h * 0.14 + i * h * 0.13;
    const kind = i % 3;
    return group(
      {},
      kind === 2
        ? rect(x + w * 0.12, cy, w * 0.56, h * 0.1, palette.pop, { rx: 4 })
        : rect(
            x + w * 0.12,
            cy + h * 0.03,
            w * (kind === 0 ? 0.6 : 0.45),
            h * 0.035,
            kind === 0 ? palette.deep : palette.mid,
            { rx: 3, opacity: 0.75 },
          ),
      cellBracket(x + w * 0.82, cy, h * 0.1, palette.mid),
    );
  });
  return group(
    {},
    rect(x + 6, y + 8, w, h, palette.deep, { rx: 10, opacity: 0.12 }),
    rect(x, y, w, h, palette.light, { rx: 10, stroke: palette.deep, "stroke-opacity": 0.2 }),
    ...rows,
  );
}

/** Three weeks as three columns: a dot of an idea grows into a full notebook page. */
function growingNotebooks({ w, h }: Canvas): string {
  const cols = [0.2, 0.5, 0.8].map((t) => w * t);
  const stages: { col: number; y: number; fill: number }[] = [
    { col: 0, y: 0.26, fill: 0 },
    { col: 0, y: 0.62, fill: 0.2 },
    { col: 1, y: 0.3, fill: 0.4 },
    { col: 1, y: 0.66, fill: 0.6 },
    { col: 2, y: 0.5, fill: 1 },
  ];
  const centres = stages.map(({ col, y }) => [cols[col] ?? 0, h * y] as const);
  const path = centres.map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`).join("");
  const items = stages.map(({ fill }, i) => {
    const [cx, cy] = centres[i] ?? [0, 0];
    if (fill === 0) return circle(cx, cy, 18, palette.mid);
    const pw = h * (0.16 + fill * 0.22);
    const ph = pw * 1.25;
    return notebook(cx - pw / 2, cy - ph / 2, pw, ph, fill);
  });
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    ...cols.map((cx) =>
      rect(cx - w * 0.14, h * 0.05, w * 0.28, h * 0.9, palette.pop, { rx: 28, opacity: 0.22 }),
    ),
    ...cols.map((cx, i) =>
      group(
        {},
        ...Array.from({ length: i + 1 }, (_, k) =>
          circle(cx - i * 14 + k * 28, h * 0.1, 7, palette.mid),
        ),
      ),
    ),
    el("path", {
      d: path,
      fill: "none",
      stroke: palette.mid,
      "stroke-width": 4,
      "stroke-dasharray": "2 12",
      "stroke-linecap": "round",
    }),
    ...items,
  );
}

export const wolframSummerArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": growingNotebooks },
};
