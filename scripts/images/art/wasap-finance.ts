import type { Rng } from "../prng";
import { circle, el, group, num, rect } from "../svg";
import { bubble, phone, textLines } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";
import { waveformBars } from "./unperson-talks";

const palette: Palette = {
  bg: "#0f1e36",
  deep: "#1b2d4f",
  mid: "#2ec4b6",
  accent: "#ff9f1c",
  pop: "#e71d36",
  light: "#edf2f4",
};

const GREY = "#8d99ae";

/** Stacked weekly bars in three spending categories. */
function stackedBars(
  x: number,
  base: number,
  w: number,
  maxH: number,
  count: number,
  rng: Rng,
): string {
  const step = w / count;
  const colors = [palette.mid, palette.accent, GREY];
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    let top = base;
    const total = maxH * rng.range(0.4, 1);
    const shares = [rng.range(0.3, 0.5), rng.range(0.2, 0.4)];
    const heights = [
      total * (shares[0] ?? 0.4),
      total * (shares[1] ?? 0.3),
      total * (1 - (shares[0] ?? 0.4) - (shares[1] ?? 0.3)),
    ];
    heights.forEach((bh, k) => {
      top -= bh;
      parts.push(
        rect(x + i * step + step * 0.18, top, step * 0.64, bh - 3, colors[k] ?? GREY, { rx: 4 }),
      );
    });
  }
  return group({}, ...parts);
}

function receiptIcon(
  x: number,
  y: number,
  w: number,
  h: number,
  paper: string,
  ink: string,
  rng: Rng,
): string {
  let zig = `M${num(x)} ${num(y)}h${num(w)}v${num(h)}`;
  for (let i = 0; i < 6; i++)
    zig += `l${num(-w / 12)} ${num(i % 2 ? 8 : -8)}l${num(-w / 12)} ${num(i % 2 ? -8 : 8)}`;
  return group(
    {},
    el("path", { d: `${zig}Z`, fill: paper }),
    textLines(x + w * 0.18, y + h * 0.2, w * 0.64, 4, h * 0.17, Math.max(3, h * 0.05), ink, rng, {
      opacity: 0.5,
    }),
  );
}

function cover({ w, h, rng }: Canvas): string {
  const ph = h * 0.84;
  const pw = ph * 0.5;
  const px = w * 0.66;
  const py = (h - ph) / 2;
  const bx = px + pw * 0.1;
  const bw = pw * 0.66;
  const chat = group(
    {},
    bubble(bx + pw * 0.14, py + ph * 0.14, bw, ph * 0.08, "#d9fdd3", "right"),
    waveformBars(bx + pw * 0.18, py + ph * 0.18, bw - 30, ph * 0.05, 15, "#1f7a4d", rng),
    bubble(bx + pw * 0.14, py + ph * 0.27, bw, ph * 0.24, "#d9fdd3", "right"),
    rect(bx + pw * 0.18, py + ph * 0.285, bw - pw * 0.08, ph * 0.21, "#c9d6df", { rx: 12 }),
    receiptIcon(
      bx + pw * 0.3,
      py + ph * 0.3,
      bw * 0.5,
      ph * 0.16,
      palette.light,
      palette.deep,
      rng,
    ),
    bubble(bx, py + ph * 0.56, bw * 1.05, ph * 0.26, palette.light, "left"),
    stackedBars(bx + 10, py + ph * 0.79, bw, ph * 0.18, 5, rng),
  );
  const cx = w * 0.06;
  const cw = w * 0.52;
  const ch = h * 0.62;
  const cy = (h - ch) / 2;
  const trend = Array.from(
    { length: 9 },
    (_, i) =>
      `${i === 0 ? "M" : "L"}${num(cx + 40 + (i * (cw - 80)) / 8)} ${num(cy + ch * 0.3 + Math.sin(i * 0.9) * ch * 0.08 + i * 4)}`,
  ).join("");
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    circle(w * 0.34, h * 0.5, h * 0.46, palette.deep, { opacity: 0.7 }),
    rect(cx, cy, cw, ch, palette.deep, { rx: 22, stroke: "#2a416b", "stroke-width": 2 }),
    stackedBars(cx + 30, cy + ch - 30, cw - 60, ch * 0.55, 7, rng),
    el("path", {
      d: trend,
      fill: "none",
      stroke: palette.light,
      "stroke-width": 4,
      "stroke-linejoin": "round",
      "stroke-dasharray": "10 8",
    }),
    ...[0, 1, 2, 3].map((i) =>
      group(
        {},
        el("ellipse", {
          cx: w * 0.6,
          cy: h * 0.86 - i * 16,
          rx: 36,
          ry: 12,
          fill: palette.accent,
          stroke: "#c97a00",
          "stroke-width": 3,
        }),
      ),
    ),
    phone(px, py, pw, ph, "#0a0f1a", "#e9edf1", chat),
  );
}

/** Three messages on a phone feed a stacked bar chart: the weekly summary. */
function messagesToChart({ w, h, rng }: Canvas): string {
  const ph = h * 0.8;
  const pw = ph * 0.5;
  const px = w * 0.1;
  const py = (h - ph) / 2;
  const bubbles = [0, 1, 2].map((i) => {
    const y = py + ph * (0.2 + i * 0.22);
    const right = i === 1;
    return group(
      {},
      bubble(
        px + pw * (right ? 0.3 : 0.12),
        y,
        pw * 0.58,
        ph * 0.12,
        right ? "#d9fdd3" : palette.light,
        right ? "right" : "left",
      ),
      i === 0
        ? waveformBars(px + pw * 0.18, y + ph * 0.06, pw * 0.46, ph * 0.06, 12, "#1f7a4d", rng)
        : textLines(
            px + pw * (right ? 0.38 : 0.2),
            y + ph * 0.045,
            pw * 0.4,
            2,
            ph * 0.035,
            7,
            palette.deep,
            rng,
            { opacity: 0.5 },
          ),
    );
  });
  const cx = w * 0.48;
  const cw = w * 0.44;
  const feed = [0, 1, 2]
    .map(
      (i) =>
        `M${num(px + pw + 20)} ${num(py + ph * (0.26 + i * 0.22))}C${num(w * 0.4)} ${num(py + ph * (0.26 + i * 0.22))} ${num(w * 0.38)} ${num(h / 2)} ${num(cx - 20)} ${num(h / 2)}`,
    )
    .join("");
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    rect(px, py, pw, ph, "none", { rx: pw * 0.14, stroke: palette.light, "stroke-width": 6 }),
    rect(px + pw * 0.36, py + 18, pw * 0.28, 10, palette.light, { rx: 5 }),
    ...bubbles,
    el("path", {
      d: feed,
      fill: "none",
      stroke: palette.light,
      "stroke-width": 3,
      "stroke-dasharray": "2 12",
      "stroke-linecap": "round",
      opacity: 0.7,
    }),
    rect(cx, h * 0.16, cw, h * 0.68, palette.deep, { rx: 24 }),
    stackedBars(cx + 30, h * 0.78, cw - 60, h * 0.5, 7, rng),
    el("path", {
      d: `M${num(cx + 30)} ${num(h * 0.78 + 4)}H${num(cx + cw - 30)}`,
      stroke: palette.light,
      "stroke-width": 3,
      opacity: 0.5,
    }),
  );
}

export const wasapFinanceArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": messagesToChart },
};
