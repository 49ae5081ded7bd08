import type { Point } from "../svg";
import { circle, el, glowFilter, group, line, linearGradient, num, rect } from "../svg";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#0a0614",
  deep: "#1d0b36",
  mid: "#8a5cff",
  accent: "#21f0ff",
  pop: "#ff2bd6",
  light: "#f5fbff",
};

// The right half of a wolf's head in a unit box (x to the right, y down); the left is mirrored.
const OUTLINE: Point[] = [
  [0, -0.58],
  [0.24, -0.52],
  [0.5, -0.98],
  [0.74, -0.36],
  [0.96, 0.02],
  [0.74, 0.18],
  [0.84, 0.34],
  [0.6, 0.46],
  [0.44, 0.72],
  [0.2, 0.84],
  [0, 0.92],
];
const INNER: Point[][] = [
  [
    [0.32, -0.5],
    [0.49, -0.8],
    [0.62, -0.42],
  ],
  [
    [0.16, -0.08],
    [0.3, -0.19],
    [0.46, -0.08],
    [0.3, -0.03],
    [0.16, -0.08],
  ],
  [
    [0.11, -0.36],
    [0.13, 0.44],
  ],
  [
    [0.48, -0.02],
    [0.3, 0.34],
    [0.13, 0.5],
  ],
  [
    [0.74, 0.18],
    [0.52, 0.12],
    [0.6, 0.46],
  ],
  [
    [0, 0.64],
    [0, 0.74],
    [0.16, 0.7],
  ],
  [
    [0, -0.58],
    [0.1, -0.44],
    [0, -0.3],
  ],
];
const NOSE: Point[] = [
  [-0.13, 0.5],
  [0.13, 0.5],
  [0, 0.64],
];

function mirrored(list: readonly Point[]): Point[] {
  return list.map(([x, y]) => [-x, y]);
}

function toPath(list: readonly Point[], cx: number, cy: number, s: number, close = false): string {
  return (
    list
      .map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(cx + x * s)} ${num(cy + y * s)}`)
      .join("") + (close ? "Z" : "")
  );
}

/** The wolf as neon tubes: a blurred wide stroke under a thin bright one. */
function wolfHead(cx: number, cy: number, s: number): string {
  const outline = toPath([...mirrored(OUTLINE).reverse(), ...OUTLINE.slice(1)], cx, cy, s, true);
  const inner = INNER.flatMap((part) => [
    toPath(part, cx, cy, s),
    toPath(mirrored(part), cx, cy, s),
  ]).join("");
  const tube = (d: string, color: string, width: number): string =>
    group(
      { fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" },
      el("path", {
        d,
        stroke: color,
        "stroke-width": width * 3,
        opacity: 0.55,
        filter: "url(#glow)",
      }),
      el("path", { d, stroke: color, "stroke-width": width }),
      el("path", { d, stroke: palette.light, "stroke-width": width * 0.35, opacity: 0.8 }),
    );
  return group(
    {},
    tube(outline, palette.accent, s * 0.022),
    tube(inner, palette.pop, s * 0.016),
    el("path", { d: toPath(NOSE, cx, cy, s, true), fill: palette.pop, filter: "url(#glow)" }),
    circle(cx + 0.3 * s, cy - 0.1 * s, s * 0.03, palette.light, { filter: "url(#glow)" }),
    circle(cx - 0.3 * s, cy - 0.1 * s, s * 0.03, palette.light, { filter: "url(#glow)" }),
  );
}

/** A receding floor grid, the neon sign's wall and floor. */
function floorGrid(w: number, h: number, horizon: number): string {
  let d = "";
  for (let i = -12; i <= 12; i++)
    d += `M${num(w / 2 + i * 40)} ${num(horizon)}L${num(w / 2 + i * 260)} ${num(h)}`;
  for (let k = 1; k < 9; k++) {
    const y = horizon + (h - horizon) * (k / 8) ** 1.8;
    d += `M0 ${num(y)}H${w}`;
  }
  return el("path", { d, stroke: palette.mid, "stroke-width": 2, opacity: 0.45, fill: "none" });
}

function cover({ w, h, rng }: Canvas): string {
  const s = h * 0.38;
  const stars = Array.from({ length: 60 }, () =>
    circle(rng.range(0, w), rng.range(0, h * 0.7), rng.range(0.8, 2.2), palette.light, {
      opacity: rng.range(0.2, 0.8),
    }),
  ).join("");
  return group(
    {},
    el(
      "defs",
      {},
      linearGradient("sky", [
        [0, palette.bg],
        [1, palette.deep],
      ]),
      glowFilter("glow", 6),
    ),
    rect(0, 0, w, h, "url(#sky)"),
    stars,
    circle(w / 2, h * 0.46, h * 0.37, "none", {
      stroke: palette.mid,
      "stroke-width": 3,
      opacity: 0.6,
    }),
    floorGrid(w, h, h * 0.78),
    line(0, h * 0.78, w, h * 0.78, palette.pop, 3, { opacity: 0.8 }),
    wolfHead(w / 2, h * 0.46, s),
  );
}

// A running wolf in profile, facing right, in a 2x1 unit box: the near side's outline.
const RUNNER: Point[] = [
  [1.95, 0.3],
  [1.78, 0.22],
  [1.64, 0.13],
  [1.6, -0.03],
  [1.5, 0.1],
  [1.38, 0.18],
  [1.0, 0.2],
  [0.55, 0.23],
  [0.38, 0.3],
  [0.02, 0.2],
  [0.14, 0.35],
  [0.4, 0.4],
  [0.44, 0.56],
  [0.26, 0.74],
  [0.08, 0.9],
  [0.2, 0.93],
  [0.38, 0.75],
  [0.6, 0.58],
  [0.92, 0.6],
  [1.22, 0.62],
  [1.52, 0.79],
  [1.7, 0.86],
  [1.6, 0.91],
  [1.4, 0.76],
  [1.3, 0.62],
  [1.44, 0.47],
  [1.62, 0.4],
  [1.8, 0.36],
];
// The far legs and a few fur lines, drawn in the second colour behind the outline.
const FAR: Point[][] = [
  [
    [0.52, 0.5],
    [0.56, 0.7],
    [0.44, 0.86],
    [0.56, 0.9],
  ],
  [
    [1.2, 0.55],
    [1.16, 0.74],
    [1.3, 0.88],
    [1.4, 0.88],
  ],
  [
    [1.38, 0.2],
    [1.3, 0.36],
    [1.44, 0.45],
  ],
  [
    [0.95, 0.26],
    [0.88, 0.4],
    [0.96, 0.53],
  ],
  [
    [1.64, 0.13],
    [1.66, 0.26],
    [1.8, 0.36],
  ],
];

function runnerPath(
  list: readonly Point[],
  x: number,
  y: number,
  s: number,
  close: boolean,
): string {
  return (
    list
      .map(([px, py], i) => `${i === 0 ? "M" : "L"}${num(x + px * s)} ${num(y + py * s)}`)
      .join("") + (close ? "Z" : "")
  );
}

/** The wolf mid-stride, as two colours of neon tube on black. */
function runningWolf({ w, h }: Canvas): string {
  const s = h * 0.62;
  const x = (w - s * 2) / 2;
  const y = h * 0.2;
  const outline = runnerPath(RUNNER, x, y, s, true);
  const far = FAR.map((part) => runnerPath(part, x, y, s, false)).join("");
  const tube = (d: string, color: string, width: number): string =>
    group(
      { fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" },
      el("path", {
        d,
        stroke: color,
        "stroke-width": width * 3,
        opacity: 0.5,
        filter: "url(#glow)",
      }),
      el("path", { d, stroke: color, "stroke-width": width }),
      el("path", { d, stroke: palette.light, "stroke-width": width * 0.35, opacity: 0.75 }),
    );
  return group(
    {},
    el("defs", {}, glowFilter("glow", 8)),
    rect(0, 0, w, h, "#05030a"),
    tube(far, palette.accent, 6),
    tube(outline, palette.pop, 7),
    circle(x + 1.7 * s, y + 0.2 * s, 6, palette.light, { filter: "url(#glow)" }),
    el("path", {
      d: `M${num(x - s * 0.1)} ${num(y + s * 0.98)}H${num(x + s * 2.1)}`,
      stroke: palette.mid,
      "stroke-width": 3,
      opacity: 0.5,
    }),
  );
}

export const neonWolfArt: ProjectArt = { palette, cover, bodies: { "body-1": runningWolf } };
