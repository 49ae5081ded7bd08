import { circle, el, group, num, rect } from "../svg";
import { coffeeCup, hexagon } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#2b1d16",
  deep: "#4a3226",
  mid: "#c57b57",
  accent: "#e9b949",
  pop: "#7bdcb5",
  light: "#f3e9dc",
};

const CUPS = [palette.mid, palette.pop, "#f28f8f", palette.light];

function coin(cx: number, cy: number, r: number): string {
  return group(
    {},
    circle(cx, cy, r, palette.accent),
    circle(cx, cy, r * 0.68, "none", { stroke: "#b8862b", "stroke-width": r * 0.14 }),
  );
}

/** A café loyalty card: a header band and ten stamp slots, some already stamped. */
function loyaltyCard(x: number, y: number, w: number, h: number, stamped: number): string {
  const slots = Array.from({ length: 10 }, (_, i) => {
    const cx = x + w * 0.14 + (i % 5) * w * 0.18;
    const cy = y + h * 0.5 + Math.floor(i / 5) * h * 0.3;
    const r = h * 0.11;
    return i < stamped
      ? group(
          {},
          circle(cx, cy, r, palette.deep),
          coffeeCup(cx, cy + r * 0.05, r * 1.3, palette.mid, palette.accent),
        )
      : circle(cx, cy, r, "none", {
          stroke: palette.mid,
          "stroke-width": 3,
          "stroke-dasharray": "6 6",
        });
  });
  return group(
    { transform: `rotate(-6 ${num(x + w / 2)} ${num(y + h / 2)})` },
    rect(x + 10, y + 14, w, h, "#000", { rx: 26, opacity: 0.3 }),
    rect(x, y, w, h, palette.light, { rx: 26 }),
    el("path", {
      d: `M${num(x)} ${num(y + 26)}a26 26 0 0 1 26 -26h${num(w - 52)}a26 26 0 0 1 26 26v${num(h * 0.2 - 26)}h${num(-w)}Z`,
      fill: palette.mid,
    }),
    rect(x + w * 0.08, y + h * 0.08, w * 0.3, h * 0.06, palette.light, { rx: 8, opacity: 0.8 }),
    ...slots,
  );
}

function cover({ w, h, rng }: Canvas): string {
  const hx = w * 0.76;
  const hy = h * 0.5;
  const cups = [0, 1, 2, 3].map((i) => {
    const a = -Math.PI / 4 + (i * Math.PI) / 2;
    return [hx + Math.cos(a) * h * 0.3, hy + Math.sin(a) * h * 0.3] as const;
  });
  const lines = cups.map(([x, y]) => `M${num(hx)} ${num(hy)}L${num(x)} ${num(y)}`).join("");
  const coins = cups.map(([x, y]) => {
    const t = rng.range(0.35, 0.65);
    return coin(hx + (x - hx) * t, hy + (y - hy) * t, h * 0.025);
  });
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    circle(hx, hy, h * 0.42, palette.deep, { opacity: 0.6 }),
    loyaltyCard(w * 0.06, h * 0.26, w * 0.46, h * 0.48, 7),
    el("path", { d: lines, stroke: palette.accent, "stroke-width": 3, opacity: 0.7 }),
    ...coins,
    ...cups.map(([x, y], i) =>
      group(
        {},
        circle(x, y, h * 0.1, palette.deep),
        coffeeCup(x, y + h * 0.015, h * 0.13, CUPS[i] ?? palette.light, palette.light),
      ),
    ),
    hexagon(hx, hy, h * 0.1, palette.accent),
    hexagon(hx, hy, h * 0.06, "none", { stroke: palette.bg, "stroke-width": 4 }),
  );
}

/** Four cafés around one shared ledger, coins in transit between them. */
function sharedLedger({ w, h, rng }: Canvas): string {
  const cx = w / 2;
  const cy = h / 2;
  const d = h * 0.3;
  const cups = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx = 0, sy = 0]) => [cx + sx * d * 1.25, cy + sy * d] as const);
  const lines = cups.map(([x, y]) => `M${num(cx)} ${num(cy)}L${num(x)} ${num(y)}`).join("");
  const coins = cups.flatMap(([x, y]) =>
    [rng.range(0.25, 0.45), rng.range(0.55, 0.75)].map((t) =>
      coin(cx + (x - cx) * t, cy + (y - cy) * t, h * 0.022),
    ),
  );
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    el("path", { d: lines, stroke: palette.accent, "stroke-width": 3 }),
    ...coins,
    ...cups.map(([x, y], i) =>
      group(
        {},
        circle(x, y, h * 0.12, palette.deep),
        coffeeCup(x, y + h * 0.02, h * 0.15, CUPS[i] ?? palette.light, palette.light, "#8a6a55"),
      ),
    ),
    circle(cx, cy, h * 0.14, palette.accent, { opacity: 0.15 }),
    hexagon(cx, cy, h * 0.1, palette.accent),
    hexagon(cx, cy, h * 0.055, "none", { stroke: palette.bg, "stroke-width": 4 }),
  );
}

/** A chain of entries; one per day is lifted out and anchored to the public chain above. */
function dailyAnchor({ w, h }: Canvas): string {
  const count = 9;
  const bw = w * 0.14;
  const bh = h * 0.055;
  const cx = w * 0.42;
  const top = h * 0.3;
  const step = (h * 0.92 - top) / count;
  const hx = w * 0.7;
  const hy = h * 0.13;
  const parts: string[] = [];
  let lifts = "";
  for (let i = 0; i < count; i++) {
    const daily = i % 3 === 2;
    const x = cx - bw / 2 + (daily ? w * 0.08 : 0);
    const y = top + i * step;
    if (i > 0) parts.push(rect(cx - 3, y - step + bh, 6, step - bh, "#6b5646"));
    parts.push(rect(x, y, bw, bh, daily ? palette.accent : "#8b8178", { rx: 8 }));
    if (daily)
      lifts += `M${num(x + bw)} ${num(y + bh / 2)}C${num(hx)} ${num(y + bh / 2)} ${num(hx)} ${num(hy + h * 0.2)} ${num(hx)} ${num(hy + h * 0.07)}`;
  }
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    el("path", {
      d: lifts,
      fill: "none",
      stroke: palette.accent,
      "stroke-width": 3,
      "stroke-dasharray": "3 10",
      "stroke-linecap": "round",
    }),
    ...parts,
    hexagon(hx, hy, h * 0.06, palette.accent),
    hexagon(hx, hy, h * 0.03, "none", { stroke: palette.bg, "stroke-width": 3 }),
  );
}

export const pointzArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": sharedLedger, "body-2": dailyAnchor },
};
