import type { Rng } from "../prng";
import { circle, el, group, num, rect } from "../svg";
import { bubble, checkBadge, phone, textLines } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";
import { waveformBars } from "./unperson-talks";

const palette: Palette = {
  bg: "#0f3b2f",
  deep: "#0a2a21",
  mid: "#2fbf71",
  accent: "#ff7a59",
  pop: "#ffc94a",
  light: "#f6efe2",
};

type Product = "fruit" | "bottle" | "bread" | "bag" | "cheese" | "eggs";
const PRODUCTS: readonly Product[] = ["fruit", "bottle", "bread", "bag", "cheese", "eggs"];

/** A simple grocery icon centred in a box of side s. */
function productIcon(kind: Product, cx: number, cy: number, s: number): string {
  const k = s / 100;
  if (kind === "fruit")
    return group(
      {},
      circle(cx, cy + 6 * k, 26 * k, palette.accent),
      el("path", {
        d: `M${num(cx)} ${num(cy - 18 * k)}q${num(12 * k)} ${num(-16 * k)} ${num(24 * k)} ${num(-10 * k)}q${num(-8 * k)} ${num(14 * k)} ${num(-24 * k)} ${num(10 * k)}Z`,
        fill: palette.mid,
      }),
    );
  if (kind === "bottle")
    return group(
      {},
      rect(cx - 14 * k, cy - 14 * k, 28 * k, 46 * k, "#3a86ff", { rx: 8 * k }),
      rect(cx - 6 * k, cy - 30 * k, 12 * k, 18 * k, "#3a86ff", { rx: 3 * k }),
      rect(cx - 14 * k, cy + 2 * k, 28 * k, 12 * k, palette.light),
    );
  if (kind === "bread")
    return group(
      {},
      rect(cx - 34 * k, cy - 14 * k, 68 * k, 34 * k, "#d98e4a", { rx: 17 * k }),
      el("path", {
        d: `M${num(cx - 14 * k)} ${num(cy - 10 * k)}l${num(-8 * k)} ${num(14 * k)}M${num(cx + 2 * k)} ${num(cy - 10 * k)}l${num(-8 * k)} ${num(14 * k)}M${num(cx + 18 * k)} ${num(cy - 10 * k)}l${num(-8 * k)} ${num(14 * k)}`,
        stroke: "#f6d3a6",
        "stroke-width": 4 * k,
        "stroke-linecap": "round",
      }),
    );
  if (kind === "bag")
    return group(
      {},
      rect(cx - 26 * k, cy - 12 * k, 52 * k, 44 * k, palette.pop, { rx: 6 * k }),
      el("path", {
        d: `M${num(cx - 12 * k)} ${num(cy - 12 * k)}v${num(-8 * k)}a${num(12 * k)} ${num(12 * k)} 0 0 1 ${num(24 * k)} 0v${num(8 * k)}`,
        fill: "none",
        stroke: palette.deep,
        "stroke-width": 4 * k,
      }),
    );
  if (kind === "cheese")
    return el("path", {
      d: `M${num(cx - 32 * k)} ${num(cy + 22 * k)}L${num(cx + 30 * k)} ${num(cy - 18 * k)}L${num(cx + 32 * k)} ${num(cy + 22 * k)}Z`,
      fill: palette.pop,
    });
  return group(
    {},
    ...[-1, 0, 1].map((i) =>
      el("ellipse", {
        cx: cx + i * 22 * k,
        cy,
        rx: 10 * k,
        ry: 13 * k,
        fill: "#fff8ec",
        stroke: "#d8c8ad",
        "stroke-width": 2 * k,
      }),
    ),
  );
}

function productGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  tile: number,
  gap: number,
  rng: Rng,
): string {
  const tiles: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const tx = x + c * (tile + gap);
      const ty = y + r * (tile + gap);
      tiles.push(
        rect(tx, ty, tile, tile, palette.light, { rx: tile * 0.14 }),
        productIcon(rng.pick(PRODUCTS), tx + tile / 2, ty + tile * 0.48, tile * 0.9),
      );
    }
  }
  return group({}, ...tiles);
}

/** A striped shop awning with a scalloped edge. */
function awning(
  x: number,
  y: number,
  w: number,
  h: number,
  stripes: number,
  colors: readonly [string, string],
): string {
  const sw = w / stripes;
  const parts = Array.from({ length: stripes }, (_, i) =>
    el("path", {
      d: `M${num(x + i * sw)} ${num(y)}h${num(sw)}v${num(h)}a${num(sw / 2)} ${num(sw / 2)} 0 0 1 ${num(-sw)} 0Z`,
      fill: colors[i % 2],
    }),
  );
  return group({}, ...parts);
}

function cover({ w, h, rng }: Canvas): string {
  const ph = h * 0.8;
  const pw = ph * 0.5;
  const px = w * 0.1;
  const py = (h - ph) / 2;
  const bx = px + pw * 0.1;
  const bw = pw * 0.62;
  const chat = group(
    {},
    bubble(bx, py + ph * 0.14, bw, ph * 0.1, "#ffffff", "left"),
    textLines(bx + 16, py + ph * 0.175, bw - 40, 2, 18, 8, "#9aa5a0", rng),
    bubble(bx + pw * 0.18, py + ph * 0.32, bw, ph * 0.08, "#d9fdd3", "right"),
    waveformBars(bx + pw * 0.22, py + ph * 0.36, bw - 30, ph * 0.05, 16, "#1f7a4d", rng),
    bubble(bx, py + ph * 0.48, bw * 1.1, ph * 0.2, "#ffffff", "left"),
    rect(bx + 12, py + ph * 0.495, ph * 0.1, ph * 0.1, palette.light, { rx: 10 }),
    productIcon("fruit", bx + 12 + ph * 0.05, py + ph * 0.545, ph * 0.09),
    textLines(
      bx + 24 + ph * 0.1,
      py + ph * 0.52,
      bw * 1.1 - ph * 0.1 - 44,
      2,
      18,
      8,
      "#9aa5a0",
      rng,
    ),
    rect(bx + 12, py + ph * 0.625, bw * 1.1 - 24, ph * 0.04, palette.mid, { rx: 12 }),
  );
  const tile = h * 0.2;
  const gap = tile * 0.14;
  const gx = w * 0.52;
  const gy = h * 0.24;
  const flow = `M${num(px + pw)} ${num(py + ph * 0.58)}C${num(w * 0.45)} ${num(py + ph * 0.58)} ${num(w * 0.42)} ${num(gy + tile * 1.5)} ${num(gx - 10)} ${num(gy + tile * 1.5)}`;
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    circle(w * 0.72, h * 0.55, h * 0.5, palette.deep, { opacity: 0.5 }),
    el("path", {
      d: flow,
      fill: "none",
      stroke: palette.mid,
      "stroke-width": 5,
      "stroke-dasharray": "2 14",
      "stroke-linecap": "round",
    }),
    phone(px, py, pw, ph, "#1b1b1f", "#ece5dd", chat),
    awning(gx - gap, gy - tile * 0.5, 3 * tile + 4 * gap, tile * 0.3, 8, [
      palette.accent,
      palette.light,
    ]),
    productGrid(gx, gy, 3, 3, tile, gap, rng),
    checkBadge(
      gx + 3 * tile + 2 * gap,
      gy + 3 * tile + 2 * gap,
      tile * 0.22,
      palette.mid,
      "#ffffff",
    ),
  );
}

/** Chat bubbles riding curved paths into a tidy grid of products, ending in one check mark. */
function bubblesToTiles({ w, h, rng }: Canvas): string {
  const tile = h * 0.15;
  const gap = tile * 0.16;
  const gx = w * 0.5;
  const gy = (h - 4 * tile - 3 * gap) / 2;
  const target: [number, number] = [gx - 30, h / 2];
  const paths: string[] = [];
  const bubbles: string[] = [];
  [0.2, 0.4, 0.6, 0.8].forEach((t, i) => {
    const sy = h * t;
    const sx = w * 0.06 + (i % 2) * w * 0.05;
    paths.push(
      `M${num(sx + 150)} ${num(sy)}C${num(w * 0.36)} ${num(sy)} ${num(w * 0.34)} ${num(target[1])} ${num(target[0])} ${num(target[1])}`,
    );
    bubbles.push(
      bubble(sx, sy - 36, 150, 64, i % 2 ? "#d9fdd3" : palette.mid, i % 2 ? "right" : "left"),
      textLines(sx + 22, sy - 12, 104, 2, 20, 8, i % 2 ? "#1f7a4d" : palette.light, rng),
    );
  });
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    el("path", {
      d: paths.join(""),
      fill: "none",
      stroke: palette.mid,
      "stroke-width": 4,
      "stroke-dasharray": "2 12",
      "stroke-linecap": "round",
    }),
    ...bubbles,
    productGrid(gx, gy, 4, 4, tile, gap, rng),
    el("path", {
      d: `M${num(gx + 4 * tile + 3 * gap + 20)} ${num(h / 2)}H${num(w * 0.94 - h * 0.07)}`,
      stroke: palette.mid,
      "stroke-width": 4,
      "stroke-dasharray": "2 12",
      "stroke-linecap": "round",
    }),
    checkBadge(w * 0.94, h / 2, h * 0.05, palette.mid, "#ffffff"),
  );
}

function microphone(cx: number, cy: number, s: number, color: string): string {
  return group(
    {},
    rect(cx - s * 0.16, cy - s * 0.45, s * 0.32, s * 0.56, color, { rx: s * 0.16 }),
    el("path", {
      d: `M${num(cx - s * 0.28)} ${num(cy - s * 0.05)}a${num(s * 0.28)} ${num(s * 0.28)} 0 0 0 ${num(s * 0.56)} 0M${num(cx)} ${num(cy + s * 0.23)}v${num(s * 0.18)}M${num(cx - s * 0.16)} ${num(cy + s * 0.41)}h${num(s * 0.32)}`,
      fill: "none",
      stroke: color,
      "stroke-width": s * 0.06,
      "stroke-linecap": "round",
    }),
  );
}

/** Voice note to order: microphone, waveform, a bracketed list, the shop's awning. */
function voiceToOrder({ w, h, rng }: Canvas): string {
  const cy = h / 2;
  const s = h * 0.3;
  const [xa, xb, xc, xd] = [w * 0.12, w * 0.37, w * 0.62, w * 0.87];
  const xs = [xa, xb, xc, xd];
  const arrows = xs.slice(0, 3).map((x, i) => {
    const x2 = (xs[i + 1] ?? x) - s * 0.62;
    return el("path", {
      d: `M${num(x + s * 0.62)} ${num(cy)}H${num(x2)}m-14 -10l14 10l-14 10`,
      fill: "none",
      stroke: palette.accent,
      "stroke-width": 4,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  });
  const bracket = (x: number, dir: number): string =>
    `M${num(x + dir * 16)} ${num(cy - s * 0.5)}h${num(-dir * 16)}v${num(s)}h${num(dir * 16)}`;
  const items = [0, 1, 2, 3].map((i) =>
    group(
      {},
      circle(xc - s * 0.3, cy - s * 0.3 + i * s * 0.2, 7, palette.accent),
      rect(
        xc - s * 0.2,
        cy - s * 0.3 + i * s * 0.2 - 6,
        s * rng.range(0.35, 0.55),
        12,
        palette.light,
        { rx: 6 },
      ),
    ),
  );
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    ...xs.map((x) => circle(x, cy, s * 0.6, palette.deep)),
    microphone(xa, cy, s * 0.9, palette.light),
    waveformBars(xb - s * 0.42, cy, s * 0.84, s * 0.7, 18, palette.mid, rng),
    el("path", {
      d: bracket(xc - s * 0.45, 1) + bracket(xc + s * 0.45, -1),
      fill: "none",
      stroke: palette.light,
      "stroke-width": 5,
    }),
    ...items,
    awning(xd - s * 0.45, cy - s * 0.3, s * 0.9, s * 0.25, 6, [palette.accent, palette.light]),
    rect(xd - s * 0.4, cy - s * 0.05, s * 0.8, s * 0.38, palette.light, { rx: 6 }),
    rect(xd - s * 0.12, cy + s * 0.08, s * 0.24, s * 0.25, palette.bg, { rx: 4 }),
    ...arrows,
  );
}

export const wasapMarketArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": bubblesToTiles, "body-2": voiceToOrder },
};
