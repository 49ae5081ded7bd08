import type { Grid } from "../automata";
import { cyclicAutomaton, gridPaths } from "../automata";
import { ramp } from "../color";
import type { Rng } from "../prng";
import { circle, el, group, num, rect } from "../svg";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#0b1026",
  deep: "#1b2a6b",
  mid: "#2f9c95",
  accent: "#f3c969",
  pop: "#e4572e",
  light: "#f4f1de",
};

// A closed loop of colours, so the last state flows back into the first like the rule itself.
const LOOP = [
  palette.bg,
  palette.deep,
  palette.mid,
  palette.light,
  palette.accent,
  palette.pop,
  "#7a1f4b",
  palette.bg,
];

/**
 * On a small torus a run can collapse into one colour; retrying (deterministically, the
 * same generator continues) until most states survive keeps every render lively.
 */
function livelyAutomaton(
  cols: number,
  rows: number,
  states: number,
  steps: number,
  rng: Rng,
): Grid {
  let grid = cyclicAutomaton(cols, rows, states, steps, rng);
  for (let attempt = 0; attempt < 6 && new Set(grid.cells).size < states * 0.7; attempt++) {
    grid = cyclicAutomaton(cols, rows, states, steps, rng);
  }
  return grid;
}

// One grid for thumbnail and share alike: the share card shows the same run, cropped.
function cover({ w, h, rng }: Canvas): string {
  const cell = 15;
  const states = 13;
  const grid = livelyAutomaton(80, 50, states, 320, rng);
  return (
    rect(0, 0, w, h, palette.bg) +
    gridPaths(grid, ramp(LOOP, states + 1).slice(0, states), cell, 0, (h - 50 * cell) / 2)
  );
}

const RAINBOW = ["#e63946", "#f4a261", "#e9c46a", "#2a9d8f", "#4d7cc7", "#7b4fb8", "#e63946"];

/** A run with sixteen states in a rainbow loop, cells outlined so the squares stay visible. */
function rainbowSpirals({ w, h, rng }: Canvas): string {
  const cell = 20;
  const cols = Math.ceil(w / cell);
  const rows = Math.ceil(h / cell);
  const states = 10;
  const grid = livelyAutomaton(cols, rows, states, 500, rng);
  let lines = "";
  for (let x = 0; x <= cols; x++) lines += `M${x * cell} 0V${rows * cell}`;
  for (let y = 0; y <= rows; y++) lines += `M0 ${y * cell}H${cols * cell}`;
  return group(
    {},
    rect(0, 0, w, h, "#1b1b2f"),
    gridPaths(grid, ramp(RAINBOW, states + 1).slice(0, states), cell),
    el("path", { d: lines, stroke: "#1b1b2f", "stroke-width": 2, opacity: 0.55 }),
  );
}

function noiseIcon(cx: number, cy: number, s: number, rng: Rng): string {
  let d = "";
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++)
      if (rng.chance(0.5))
        d += `M${num(cx - s / 2 + (i * s) / 4)} ${num(cy - s / 2 + (j * s) / 4)}h${num(s / 4)}v${num(s / 4)}h${num(-s / 4)}z`;
  return group(
    {},
    rect(cx - s / 2, cy - s / 2, s, s, "none", { stroke: "#333", "stroke-width": 2 }),
    el("path", { d, fill: "#333" }),
  );
}

function dropletIcon(cx: number, cy: number, s: number): string {
  return el("path", {
    d: `M${num(cx)} ${num(cy - s * 0.6)}C${num(cx + s * 0.2)} ${num(cy - s * 0.2)} ${num(cx + s * 0.45)} ${num(cy)} ${num(cx + s * 0.45)} ${num(cy + s * 0.2)}A${num(s * 0.45)} ${num(s * 0.45)} 0 0 1 ${num(cx - s * 0.45)} ${num(cy + s * 0.2)}C${num(cx - s * 0.45)} ${num(cy)} ${num(cx - s * 0.2)} ${num(cy - s * 0.2)} ${num(cx)} ${num(cy - s * 0.6)}Z`,
    fill: "#333",
  });
}

function spiralIcon(cx: number, cy: number, s: number): string {
  let d = "";
  for (let i = 0; i <= 60; i++) {
    const a = i * 0.3;
    const r = (i / 60) * s * 0.55;
    d += `${i === 0 ? "M" : "L"}${num(cx + Math.cos(a) * r)} ${num(cy + Math.sin(a) * r)}`;
  }
  return el("path", {
    d,
    fill: "none",
    stroke: "#333",
    "stroke-width": 3,
    "stroke-linecap": "round",
  });
}

/** The catalogue as a map: threshold against range, three regimes, one dot per run. */
function regimeMap({ w, h, rng }: Canvas): string {
  const [x0, y0, pw, ph] = [w * 0.1, h * 0.08, w * 0.82, h * 0.78];
  const b1 = (u: number): number => 0.35 + 0.25 * u;
  const b2 = (u: number): number => 0.7 + 0.2 * u * u;
  const region = (from: (u: number) => number, to: (u: number) => number): string => {
    let d = "";
    for (let i = 0; i <= 20; i++)
      d += `${i === 0 ? "M" : "L"}${num(x0 + (i / 20) * pw)} ${num(y0 + ph - from(i / 20) * ph)}`;
    for (let i = 20; i >= 0; i--)
      d += `L${num(x0 + (i / 20) * pw)} ${num(y0 + ph - to(i / 20) * ph)}`;
    return `${d}Z`;
  };
  const colors = ["#f3d9a4", "#bfe3d0", "#c9c3ef"];
  const dots = Array.from({ length: 160 }, () => {
    const u = rng.next();
    const v = rng.next();
    const k = v < b1(u) ? 0 : v < b2(u) ? 1 : 2;
    return circle(
      x0 + u * pw,
      y0 + ph - v * ph,
      6,
      ["#d08c1a", "#2a9d8f", "#6a4fc7"][k] ?? "#333",
      { opacity: 0.85 },
    );
  });
  return group(
    {},
    rect(0, 0, w, h, "#fbfaf6"),
    el("path", { d: region(() => 0, b1), fill: colors[0] }),
    el("path", { d: region(b1, b2), fill: colors[1] }),
    el("path", { d: region(b2, () => 1), fill: colors[2] }),
    ...dots,
    el("path", {
      d: `M${num(x0)} ${num(y0)}V${num(y0 + ph)}H${num(x0 + pw)}`,
      fill: "none",
      stroke: "#333",
      "stroke-width": 3,
    }),
    group(
      {},
      rect(x0 + pw * 0.1 - 40, y0 + ph * 0.82 - 40, 80, 80, "#fbfaf6", { rx: 16 }),
      noiseIcon(x0 + pw * 0.1, y0 + ph * 0.82, 44, rng),
    ),
    group(
      {},
      rect(x0 + pw * 0.5 - 40, y0 + ph * 0.45 - 40, 80, 80, "#fbfaf6", { rx: 16 }),
      dropletIcon(x0 + pw * 0.5, y0 + ph * 0.45, 44),
    ),
    group(
      {},
      rect(x0 + pw * 0.85 - 40, y0 + ph * 0.1 - 40, 80, 80, "#fbfaf6", { rx: 16 }),
      spiralIcon(x0 + pw * 0.85, y0 + ph * 0.1, 44),
    ),
  );
}

export const cyclicCellularAutomataArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": rainbowSpirals, "body-2": regimeMap },
};
