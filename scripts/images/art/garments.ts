/**
 * Garment silhouettes and the generative prints that fill them, shared by the
 * fashion collection's cover and body illustrations.
 */
import type { Rng } from "../prng";
import type { Point } from "../svg";
import { circle, el, group, num, polyPath, rect } from "../svg";

export type GarmentKind = "shirt" | "dress" | "coat" | "skirt" | "top";

// Right halves in a unit box hung from (0, 0); the left half is mirrored.
const HALVES: Record<GarmentKind, Point[]> = {
  shirt: [
    [0, 0.16],
    [0.13, 0.03],
    [0.38, 0.1],
    [0.58, 0.46],
    [0.44, 0.52],
    [0.33, 0.34],
    [0.33, 1],
  ],
  dress: [
    [0, 0.12],
    [0.1, 0.02],
    [0.22, 0.06],
    [0.2, 0.3],
    [0.15, 0.5],
    [0.34, 0.9],
    [0.46, 1.18],
  ],
  coat: [
    [0, 0.3],
    [0.12, 0.02],
    [0.36, 0.1],
    [0.5, 0.62],
    [0.54, 0.98],
    [0.42, 1],
    [0.36, 0.5],
    [0.36, 1.24],
  ],
  skirt: [
    [0, 0.18],
    [0.2, 0.18],
    [0.24, 0.3],
    [0.44, 0.92],
  ],
  top: [
    [0, 0.14],
    [0.1, 0.03],
    [0.3, 0.1],
    [0.45, 0.3],
    [0.3, 0.36],
    [0.28, 0.72],
  ],
};

function garmentOutline(kind: GarmentKind, x: number, y: number, s: number): string {
  const half = HALVES[kind];
  const full: Point[] = [
    ...half,
    ...half
      .slice(1)
      .reverse()
      .map(([px, py]): Point => [-px, py]),
  ];
  return polyPath(full.map(([px, py]): Point => [x + px * s, y + py * s]));
}

export type PrintKind = "waves" | "dots" | "zigzag" | "stripes" | "grid";

/** A print covering a box; callers clip it to a garment or a pattern piece. */
export function print(
  kind: PrintKind,
  box: { x: number; y: number; w: number; h: number },
  colors: readonly string[],
  rng: Rng,
  scale = 1,
): string {
  const [ground = "#fff", ink = "#000", second = ink] = colors;
  const { x, y, w, h } = box;
  let d = "";
  let d2 = "";
  const step = 22 * scale;
  if (kind === "waves") {
    const freq = rng.range(0.01, 0.025) / scale;
    const amp = rng.range(8, 20) * scale;
    for (let row = 0, yy = y - amp; yy < y + h + amp; yy += step, row++) {
      let line = `M${num(x)} ${num(yy)}`;
      for (let xx = x; xx <= x + w + 10; xx += 10)
        line += `L${num(xx)} ${num(yy + Math.sin(xx * freq + row * 0.5) * amp)}`;
      if (row % 3 === 2) d2 += line;
      else d += line;
    }
  } else if (kind === "dots") {
    for (let yy = y, row = 0; yy < y + h + step; yy += step, row++) {
      for (let xx = x + (row % 2) * step * 0.5; xx < x + w + step; xx += step) {
        const r = rng.range(2.5, 6) * scale;
        d += `M${num(xx - r)} ${num(yy)}a${num(r)} ${num(r)} 0 1 0 ${num(r * 2)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-r * 2)} 0`;
      }
    }
  } else if (kind === "zigzag") {
    for (let yy = y, row = 0; yy < y + h + step; yy += step, row++) {
      let line = `M${num(x)} ${num(yy)}`;
      for (let xx = x, k = 0; xx <= x + w + step; xx += step / 1.5, k++)
        line += `L${num(xx)} ${num(yy + (k % 2 ? step * 0.4 : 0))}`;
      if (row % 2) d2 += line;
      else d += line;
    }
  } else if (kind === "stripes") {
    for (let xx = x - h, k = 0; xx < x + w; xx += step * 0.8, k++) {
      const line = `M${num(xx)} ${num(y + h)}L${num(xx + h)} ${num(y)}`;
      if (k % 3 === 0) d2 += line;
      else d += line;
    }
  } else {
    for (let xx = x; xx < x + w; xx += step * 1.4) d += `M${num(xx)} ${num(y)}V${num(y + h)}`;
    for (let yy = y; yy < y + h; yy += step * 1.4) d2 += `M${num(x)} ${num(yy)}H${num(x + w)}`;
  }
  const filled = kind === "dots";
  return group(
    {},
    rect(x, y, w, h, ground),
    el(
      "path",
      filled
        ? { d, fill: ink }
        : { d, fill: "none", stroke: ink, "stroke-width": 4 * scale, "stroke-linecap": "round" },
    ),
    d2 === ""
      ? ""
      : el("path", {
          d: d2,
          fill: "none",
          stroke: second,
          "stroke-width": 6 * scale,
          "stroke-linecap": "round",
        }),
  );
}

/** A hanger hook above a garment. */
export function hanger(x: number, y: number, s: number, color: string): string {
  const d = `M${num(x - s * 0.3)} ${num(y + s * 0.09)}L${num(x)} ${num(y - s * 0.02)}L${num(x + s * 0.3)} ${num(y + s * 0.09)}M${num(x)} ${num(y - s * 0.02)}V${num(y - s * 0.08)}a${num(s * 0.05)} ${num(s * 0.05)} 0 1 1 ${num(s * 0.05)} -${num(s * 0.05)}`;
  return el("path", {
    d,
    fill: "none",
    stroke: color,
    "stroke-width": Math.max(3, s * 0.016),
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
}

export function garment(
  id: string,
  kind: GarmentKind,
  printKind: PrintKind,
  x: number,
  y: number,
  s: number,
  colors: readonly string[],
  outline: string,
  rng: Rng,
): string {
  const d = garmentOutline(kind, x, y, s);
  return group(
    {},
    el("clipPath", { id }, el("path", { d })),
    group(
      { "clip-path": `url(#${id})` },
      print(
        printKind,
        { x: x - s * 0.6, y: y - s * 0.05, w: s * 1.2, h: s * 1.35 },
        colors,
        rng,
        Math.max(0.6, s / 400),
      ),
    ),
    el("path", {
      d,
      fill: "none",
      stroke: outline,
      "stroke-width": Math.max(2, s * 0.008),
      "stroke-linejoin": "round",
    }),
    circle(x, y + s * 0.02, 0, outline),
  );
}
