import type { Rng } from "../prng";
import { circle, el, group, line, num, rect } from "../svg";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#f3f0e8",
  deep: "#14110f",
  mid: "#8c8577",
  accent: "#d7263d",
  pop: "#2e86ab",
  light: "#fffdf8",
};

type Symbol = "|" | "-" | "/" | "\\" | "o" | "+" | "x" | ".";
const SYMBOLS: readonly Symbol[] = ["|", "-", "/", "\\", "o", "+", "x", "."];

/** Mirrored twins so the glyph stays symmetric when its quadrants are reflected. */
function reflect(symbol: Symbol, flip: boolean): Symbol {
  if (!flip) return symbol;
  if (symbol === "/") return "\\";
  if (symbol === "\\") return "/";
  return symbol;
}

/**
 * A glyph in the spirit of on-chain text art: each cell's symbol comes from modular
 * arithmetic on its distance to the centre, folded so all four quadrants mirror.
 */
function glyphSymbols(size: number, rng: Rng): (Symbol | undefined)[][] {
  const a = rng.int(1, 9);
  const b = rng.int(1, 9);
  const alphabet = rng.shuffle(SYMBOLS).slice(0, rng.int(2, 4));
  // Roughly a third of the cells carry a stroke: dense enough to read, sparse enough to breathe.
  const mod = alphabet.length + rng.int(3, 7);
  const half = size / 2;
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => {
      const x = col < half ? half - col : col - half + 1;
      const y = row < half ? half - row : row - half + 1;
      const value = (x * x * a + y * y * b + x * y) % mod;
      const symbol = alphabet[value];
      return symbol && reflect(symbol, col < half !== row < half);
    }),
  );
}

function glyphPath(
  symbols: (Symbol | undefined)[][],
  x0: number,
  y0: number,
  cell: number,
): string {
  const k = cell * 0.38;
  let d = "";
  symbols.forEach((row, r) =>
    row.forEach((symbol, c) => {
      const cx = x0 + (c + 0.5) * cell;
      const cy = y0 + (r + 0.5) * cell;
      const m = (dx: number, dy: number): string => `M${num(cx + dx)} ${num(cy + dy)}`;
      const l = (dx: number, dy: number): string => `L${num(cx + dx)} ${num(cy + dy)}`;
      if (symbol === "|" || symbol === "+") d += m(0, -k) + l(0, k);
      if (symbol === "-" || symbol === "+") d += m(-k, 0) + l(k, 0);
      if (symbol === "/" || symbol === "x") d += m(-k, k) + l(k, -k);
      if (symbol === "\\" || symbol === "x") d += m(-k, -k) + l(k, k);
      if (symbol === "o")
        d += `${m(-k * 0.7, 0)}a${num(k * 0.7)} ${num(k * 0.7)} 0 1 0 ${num(k * 1.4)} 0a${num(k * 0.7)} ${num(k * 0.7)} 0 1 0 ${num(-k * 1.4)} 0`;
      if (symbol === ".") d += m(0, 0) + l(0, 0.1);
    }),
  );
  return d;
}

/** A glyph on a card: paper, a thin frame, the strokes. */
function glyphCard(
  x: number,
  y: number,
  size: number,
  cells: number,
  ink: string,
  rng: Rng,
): string {
  const pad = size * 0.08;
  const cell = (size - pad * 2) / cells;
  return group(
    {},
    rect(x + 8, y + 10, size, size, palette.deep, { opacity: 0.08, rx: 6 }),
    rect(x, y, size, size, palette.light, { rx: 6, stroke: palette.deep, "stroke-opacity": 0.15 }),
    el("path", {
      d: glyphPath(glyphSymbols(cells, rng), x + pad, y + pad, cell),
      stroke: ink,
      "stroke-width": Math.max(1.6, cell * 0.18),
      "stroke-linecap": "round",
      fill: "none",
    }),
  );
}

function cover({ w, h, rng }: Canvas): string {
  const big = h * 0.7;
  const gap = big * 0.08;
  const small = (big - gap) / 2;
  const bx = (w - big * 2 - gap * 1.5) / 2;
  const by = (h - big) / 2;
  const sx = bx + big + gap * 1.5;
  const inks = [palette.deep, palette.accent, palette.pop, palette.deep];
  const smalls = [0, 1, 2, 3].map((i) =>
    glyphCard(
      sx + (i % 2) * (small + gap),
      by + Math.floor(i / 2) * (small + gap),
      small,
      16,
      inks[i] ?? palette.deep,
      rng,
    ),
  );
  let grid = "";
  for (let x = 0; x < w; x += 30) grid += line(x, 0, x, h, palette.mid, 1, { opacity: 0.12 });
  for (let y = 0; y < h; y += 30) grid += line(0, y, w, y, palette.mid, 1, { opacity: 0.12 });
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    grid,
    glyphCard(bx, by, big, 24, palette.deep, rng),
    ...smalls,
  );
}

/** The same glyph read left to right: flat characters that rise into extruded blocks. */
function flatToRelief({ w, h, rng }: Canvas): string {
  const cells = 24;
  const size = h * 0.8;
  const cell = size / cells;
  const x0 = (w - size) / 2;
  const y0 = (h - size) / 2;
  const symbols = glyphSymbols(cells, rng);
  let flat = "";
  const blocks: string[] = [];
  symbols.forEach((row, r) =>
    row.forEach((symbol, c) => {
      if (!symbol) return;
      const t = c / (cells - 1);
      const x = x0 + c * cell;
      const y = y0 + r * cell;
      if (t < 0.4) {
        flat += glyphPath([[symbol]], x, y, cell);
        return;
      }
      const lift = (t - 0.4) * cell * 1.6;
      const s = cell * 0.8;
      blocks.push(
        rect(x + cell * 0.1, y + cell * 0.1 - lift + s, s, lift, palette.mid),
        rect(x + cell * 0.1, y + cell * 0.1 - lift, s, s, palette.light, {
          stroke: palette.deep,
          "stroke-width": 1.2,
        }),
        el("path", {
          d: glyphPath([[symbol]], x + cell * 0.05, y - lift + cell * 0.05, cell * 0.9),
          stroke: palette.deep,
          "stroke-width": 2,
          "stroke-linecap": "round",
          fill: "none",
        }),
      );
    }),
  );
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    rect(x0 - 30, y0 - 40, size + 60, size + 70, palette.light, {
      rx: 8,
      stroke: palette.deep,
      "stroke-opacity": 0.12,
    }),
    el("path", {
      d: flat,
      stroke: palette.deep,
      "stroke-width": 2.4,
      "stroke-linecap": "round",
      fill: "none",
    }),
    ...blocks,
  );
}

/** A pen plotter mid-drawing: rail, carriage, pen, and a square of diagonal hatching. */
function plotter({ w, h, rng }: Canvas): string {
  const grey = "#8c8577";
  const sq = h * 0.5;
  const sx = w * 0.5 - sq / 2;
  const sy = h * 0.36;
  const done = 0.62;
  let hatch = "";
  for (let r = 0; r < 22; r++) {
    for (let c = 0; c < 22; c++) {
      if (r * 22 + c > done * 22 * 22) break;
      const x = sx + (c + 0.5) * (sq / 22);
      const y = sy + (r + 0.5) * (sq / 22);
      const k = (sq / 22) * 0.36;
      hatch += rng.chance(0.5)
        ? `M${num(x - k)} ${num(y + k)}L${num(x + k)} ${num(y - k)}`
        : `M${num(x - k)} ${num(y - k)}L${num(x + k)} ${num(y + k)}`;
    }
  }
  const penX = sx + (((done * 22 * 22) % 22) + 0.5) * (sq / 22);
  const penY = sy + (Math.floor(done * 22) + 0.5) * (sq / 22);
  const outline = {
    fill: "none",
    stroke: grey,
    "stroke-width": 5,
    "stroke-linejoin": "round",
  } as const;
  return group(
    {},
    rect(0, 0, w, h, "#e9e4d8"),
    rect(w * 0.28, h * 0.3, w * 0.44, h * 0.64, palette.light, {
      stroke: palette.deep,
      "stroke-opacity": 0.1,
    }),
    rect(sx - 8, sy - 8, sq + 16, sq + 16, "none", {
      stroke: palette.mid,
      "stroke-width": 1.5,
      "stroke-dasharray": "6 6",
    }),
    el("path", { d: hatch, stroke: palette.deep, "stroke-width": 2.2, "stroke-linecap": "round" }),
    rect(w * 0.18, h * 0.12, w * 0.64, h * 0.06, "none", { ...outline, rx: 10 }),
    rect(penX - 50, h * 0.1, 100, h * 0.1, "#e9e4d8", { ...outline, rx: 10 }),
    rect(penX - 10, h * 0.2, 20, penY - h * 0.2 - 40, "#e9e4d8", outline),
    el("path", {
      d: `M${num(penX - 16)} ${num(penY - 44)}h32l-16 40Z`,
      ...outline,
      fill: "#e9e4d8",
    }),
    circle(penX, penY, 4, palette.deep),
  );
}

export const autoglyphVisualizerArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": flatToRelief, "body-2": plotter },
};
