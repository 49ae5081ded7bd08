import type { Rng } from "../prng";
import { circle, el, group, num, rect } from "../svg";
import { bubble, questionMark, windowFrame } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#e6e0ff",
  deep: "#231a4a",
  mid: "#6c5ce7",
  accent: "#ffd23f",
  pop: "#ff7aa2",
  light: "#ffffff",
};

const TOKENS = ["#a29bfe", "#55efc4", "#fab1a0", "#ffeaa7", "#74b9ff", "#dfe6e9"];

/** Rows of syntax-coloured tokens with indentation: code, without any real characters. */
export function codeLines(
  x: number,
  y: number,
  w: number,
  rows: number,
  lineH: number,
  rng: Rng,
  colors = TOKENS,
): string {
  const byColor = new Map<string, string>();
  let indent = 0;
  for (let r = 0; r < rows; r++) {
    indent = Math.max(0, Math.min(3, indent + rng.pick([-1, 0, 0, 1])));
    let cx = x + indent * lineH * 1.4;
    const tokens = rng.int(1, 4);
    for (let t = 0; t < tokens && cx < x + w - 40; t++) {
      const len = Math.min(rng.range(lineH * 1.2, lineH * 5), x + w - cx);
      const color = rng.pick(colors);
      byColor.set(
        color,
        (byColor.get(color) ?? "") + `M${num(cx)} ${num(y + r * lineH)}h${num(len)}`,
      );
      cx += len + lineH * 0.7;
    }
  }
  return group(
    { "stroke-width": lineH * 0.42, "stroke-linecap": "round" },
    ...[...byColor].map(([color, d]) => el("path", { d, stroke: color })),
  );
}

function lightbulb(cx: number, cy: number, r: number, glass: string, base: string): string {
  const d = `M${num(cx - r * 0.5)} ${num(cy + r * 0.75)}C${num(cx - r * 0.55)} ${num(cy + r * 0.3)} ${num(cx - r)} ${num(cy + r * 0.1)} ${num(cx - r)} ${num(cy - r * 0.3)}A${num(r)} ${num(r)} 0 0 1 ${num(cx + r)} ${num(cy - r * 0.3)}C${num(cx + r)} ${num(cy + r * 0.1)} ${num(cx + r * 0.55)} ${num(cy + r * 0.3)} ${num(cx + r * 0.5)} ${num(cy + r * 0.75)}Z`;
  return group(
    {},
    circle(cx, cy - r * 0.2, r * 1.7, glass, { opacity: 0.25 }),
    el("path", { d, fill: glass }),
    rect(cx - r * 0.45, cy + r * 0.8, r * 0.9, r * 0.18, base, { rx: r * 0.09 }),
    rect(cx - r * 0.38, cy + r * 1.04, r * 0.76, r * 0.18, base, { rx: r * 0.09 }),
  );
}

function cover({ w, h, rng }: Canvas): string {
  const ww = w * 0.56;
  const wh = h * 0.72;
  const wx = w * 0.08;
  const wy = (h - wh) / 2;
  const lineH = wh * 0.075;
  const flagged = wy + wh * 0.2 + lineH * 5;
  const squiggle = Array.from(
    { length: 14 },
    (_, i) =>
      `${i === 0 ? "M" : "L"}${num(wx + 60 + i * 16)} ${num(flagged + lineH * 0.45 + (i % 2 ? 6 : -2))}`,
  ).join("");
  const bx = wx + ww + w * 0.04;
  const bw = w * 0.28;
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    circle(w * 0.85, h * 0.15, h * 0.3, palette.light, { opacity: 0.5 }),
    windowFrame(wx, wy, ww, wh, palette.deep, "#2e2460", ["#ff7a7a", "#ffd23f", "#55efc4"]),
    rect(wx + 30, flagged - lineH * 0.55, ww - 60, lineH * 1.1, palette.pop, {
      opacity: 0.18,
      rx: 8,
    }),
    codeLines(wx + 40, wy + wh * 0.2, ww - 80, 10, lineH, rng),
    el("path", {
      d: squiggle,
      fill: "none",
      stroke: palette.pop,
      "stroke-width": 4,
      "stroke-linejoin": "round",
    }),
    bubble(bx, h * 0.3, bw, h * 0.36, palette.light, "left"),
    lightbulb(bx + bw / 2, h * 0.45, h * 0.08, palette.accent, palette.deep),
    el("path", {
      d: `M${num(bx + bw * 0.2)} ${num(h * 0.59)}h${num(bw * 0.6)}`,
      stroke: palette.mid,
      "stroke-width": 10,
      "stroke-linecap": "round",
      opacity: 0.4,
    }),
    circle(bx + bw * 0.1, h * 0.8, 10, palette.mid),
    circle(bx + bw * 0.25, h * 0.8, 10, palette.mid, { opacity: 0.6 }),
    circle(bx + bw * 0.4, h * 0.8, 10, palette.mid, { opacity: 0.3 }),
  );
}

/** Code cards, a lightbulb and a hand-drawn question mark on one dotted line: a hint, not an answer. */
function hintNotAnswer({ w, h, rng }: Canvas): string {
  const cy = h / 2;
  const cards = [0, 1, 2, 3].map((i) => {
    const x = w * 0.07 + i * 26;
    const y = h * 0.22 + i * 34;
    return group(
      {},
      rect(x, y, w * 0.26, h * 0.36, "#cfe3ff", { rx: 18, stroke: "#a9c8f5", "stroke-width": 3 }),
      codeLines(x + 30, y + 44, w * 0.2, 5, h * 0.05, rng, ["#6c8ebf", "#8fb3e8", "#4f6f9f"]),
    );
  });
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    el("path", {
      d: `M${num(w * 0.38)} ${num(cy)}H${num(w * 0.72)}`,
      stroke: palette.mid,
      "stroke-width": 5,
      "stroke-dasharray": "2 16",
      "stroke-linecap": "round",
    }),
    ...cards,
    circle(w * 0.53, cy, h * 0.2, palette.light),
    lightbulb(w * 0.53, cy, h * 0.1, palette.accent, palette.deep),
    // Tilted a little, like a mark made by hand on a whiteboard.
    group(
      { transform: `rotate(8 ${num(w * 0.82)} ${num(cy)})` },
      questionMark(w * 0.82, cy - h * 0.04, h * 0.4, palette.deep, 14),
    ),
  );
}

export const evaArt: ProjectArt = { palette, cover, bodies: { "body-1": hintNotAnswer } };
