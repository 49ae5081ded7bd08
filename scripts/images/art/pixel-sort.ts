import { luminance, ramp } from "../color";
import type { Rng } from "../prng";
import { el, group, num, rect } from "../svg";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#1a1334",
  deep: "#3d2c8d",
  mid: "#c53678",
  accent: "#ff8e5e",
  pop: "#ffd56b",
  light: "#fff1e0",
};

// Sorted pixels are snapped to this ramp so equal neighbours merge into long runs.
const LEVELS = ramp(
  [palette.bg, palette.deep, palette.mid, palette.accent, palette.pop, palette.light],
  18,
);
const LEVEL_LUMA = LEVELS.map(luminance);

/** The unsorted source: a sunset over two mountain ridges and its reflection. */
function sourcePixel(u: number, v: number, ridgeA: number, ridgeB: number): number {
  const sunDist = Math.hypot((u - 0.62) * 1.6, v - 0.42);
  if (v > 0.72) {
    const mirrored = sourcePixel(u, 0.72 - (v - 0.72) * 1.6, 1, 1);
    const ripple = Math.sin(v * 150 + Math.sin(u * 30) * 2) > 0.55 ? 0.55 : 0.8;
    return mirrored * ripple * (1 - (v - 0.72));
  }
  if (v > ridgeB) return 0.12 + 0.05 * Math.sin(u * 40);
  if (v > ridgeA) return 0.3 + 0.04 * Math.sin(u * 23);
  if (sunDist < 0.11) return 1;
  return Math.min(0.95, 0.25 + v * 1.0 + Math.max(0, 0.25 - sunDist) * 1.5);
}

function nearestLevel(luma: number): number {
  let best = 0;
  LEVEL_LUMA.forEach((l, i) => {
    if (Math.abs(l - luma) < Math.abs((LEVEL_LUMA[best] ?? 0) - luma)) best = i;
  });
  return best;
}

/**
 * One column. Sorted columns reorder every run of pixels brighter than a jittered
 * threshold, brightest first, which pulls the sun and sky down into streaks; the
 * untouched columns between them keep the source picture legible.
 */
function sortedColumn(u: number, samples: number, sorted: boolean, rng: Rng): number[] {
  const ridgeA = 0.5 + 0.06 * Math.sin(u * 7 + 1) + 0.03 * Math.sin(u * 19);
  const ridgeB = 0.6 + 0.05 * Math.sin(u * 5 + 3) + 0.02 * Math.sin(u * 31);
  const column = Array.from({ length: samples }, (_, i) =>
    sourcePixel(u, i / samples, ridgeA, ridgeB),
  );
  const threshold = 0.2 + rng.range(0, 0.22);
  const first = Math.floor(samples * rng.range(0, 0.35));
  let start = -1;
  for (let i = first; sorted && i <= samples; i++) {
    const bright = i < samples && (column[i] ?? 0) > threshold;
    if (bright && start < 0) start = i;
    if (!bright && start >= 0) {
      const run = column.slice(start, i).sort((a, b) => b - a);
      column.splice(start, run.length, ...run);
      start = -1;
    }
  }
  return column.map((luma) => nearestLevel(luma * (LEVEL_LUMA.at(-1) ?? 1)));
}

function pixelSortField({ w, h, rng }: Canvas, columnWidth: number): string {
  const step = 6;
  const samples = Math.ceil(h / step);
  const runs = LEVELS.map(() => "");
  let bandLeft = 0;
  let sorted = false;
  for (let x = 0; x < w; x += columnWidth) {
    if (bandLeft-- <= 0) {
      sorted = !sorted && rng.chance(0.75);
      bandLeft = rng.int(2, sorted ? 12 : 6);
    }
    const levels = sortedColumn(x / w, samples, sorted, rng);
    let y = 0;
    while (y < samples) {
      const level = levels[y] ?? 0;
      let end = y + 1;
      while (end < samples && levels[end] === level) end++;
      runs[level] += `M${x} ${y * step}h${columnWidth}v${(end - y) * step}h-${columnWidth}z`;
      y = end;
    }
  }
  return group(
    { "shape-rendering": "crispEdges" },
    ...runs.map((d, i) => (d === "" ? "" : el("path", { d, fill: LEVELS[i] }))),
  );
}

function cover(canvas: Canvas): string {
  const { w, h } = canvas;
  return rect(0, 0, w, h, palette.bg) + pixelSortField(canvas, 12);
}

const MELT = ramp(["#0d1b3d", "#1f3a7a", "#6a3d9a", "#d9488b", "#ff8a3d", "#ffc857"], 14);

/** A skyline whose lower half has been sorted into long drips, dark blue down to orange. */
function meltingSkyline({ w, h, rng }: Canvas): string {
  const col = 12;
  const step = 6;
  const mid = h * 0.5;
  const runs = MELT.map(() => "");
  const sky: string[] = [];
  let building = "";
  let height = 0;
  let left = 0;
  for (let x = 0; x < w; x += col) {
    if (left-- <= 0) {
      height = rng.range(0.08, 0.36) * h;
      left = rng.int(3, 9);
    }
    const top = mid - height;
    building += `M${x} ${num(top)}h${col}V${num(mid)}h-${col}z`;
    // Each column drips a different distance; the sorted ramp runs from the building's blue to orange.
    const drip = rng.range(0.2, 0.95) * (h - mid);
    const levels = Math.ceil(drip / step);
    for (let level = 0; level < MELT.length; level++) {
      const from = Math.ceil((level * levels) / MELT.length);
      const to = Math.ceil(((level + 1) * levels) / MELT.length);
      if (to > from)
        runs[level] += `M${x} ${num(mid + from * step)}h${col}v${(to - from) * step}h-${col}z`;
    }
  }
  sky.push(
    el(
      "defs",
      {},
      el(
        "linearGradient",
        { id: "dusk", x1: 0, y1: 0, x2: 0, y2: 1 },
        el("stop", { offset: 0, "stop-color": "#241a4a" }),
        el("stop", { offset: 1, "stop-color": "#f08a5d" }),
      ),
    ),
  );
  return group(
    { "shape-rendering": "crispEdges" },
    ...sky,
    rect(0, 0, w, h, "#0b0f24"),
    rect(0, 0, w, mid, "url(#dusk)"),
    el("path", { d: building, fill: MELT[0] ?? "#0d1b3d" }),
    ...runs.map((d, i) => (d === "" ? "" : el("path", { d, fill: MELT[i] }))),
  );
}

export const pixelSortArt: ProjectArt = { palette, cover, bodies: { "body-1": meltingSkyline } };
