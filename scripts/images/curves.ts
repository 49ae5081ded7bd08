/** Smooth curves through points (Catmull-Rom turned into cubic Béziers), for organic shapes. */
import type { Rng } from "./prng";
import type { Point } from "./svg";
import { num } from "./svg";

function at(list: readonly Point[], index: number): Point {
  const n = list.length;
  const point = list[((index % n) + n) % n];
  if (!point) throw new Error("curves need at least one point");
  return point;
}

function segment(p0: Point, p1: Point, p2: Point, p3: Point): string {
  const c1x = p1[0] + (p2[0] - p0[0]) / 6;
  const c1y = p1[1] + (p2[1] - p0[1]) / 6;
  const c2x = p2[0] - (p3[0] - p1[0]) / 6;
  const c2y = p2[1] - (p3[1] - p1[1]) / 6;
  return `C${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(p2[0])} ${num(p2[1])}`;
}

export function smoothClosedPath(list: readonly Point[]): string {
  const [x, y] = at(list, 0);
  let d = `M${num(x)} ${num(y)}`;
  for (let i = 0; i < list.length; i++)
    d += segment(at(list, i - 1), at(list, i), at(list, i + 1), at(list, i + 2));
  return `${d}Z`;
}

export function smoothOpenPath(list: readonly Point[]): string {
  const [x, y] = at(list, 0);
  let d = `M${num(x)} ${num(y)}`;
  const last = list.length - 1;
  for (let i = 0; i < last; i++) {
    d += segment(
      at(list, Math.max(0, i - 1)),
      at(list, i),
      at(list, i + 1),
      at(list, Math.min(last, i + 2)),
    );
  }
  return d;
}

/** Points on a wobbly circle: the outline of a blob, a pebble, a leaf cluster. */
export function blobPoints(
  cx: number,
  cy: number,
  r: number,
  rng: Rng,
  count = 8,
  wobble = 0.18,
): Point[] {
  const phase = rng.range(0, Math.PI * 2);
  return Array.from({ length: count }, (_, i) => {
    const angle = phase + (i / count) * Math.PI * 2;
    const radius = r * (1 + rng.range(-wobble, wobble));
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

/** A horizon line of gentle hills across the width, closed down to the bottom edge. */
export function hillsPath(
  w: number,
  h: number,
  baseY: number,
  amplitude: number,
  rng: Rng,
  bumps = 5,
): string {
  const pts: Point[] = Array.from({ length: bumps * 2 + 1 }, (_, i) => {
    const x = (i / (bumps * 2)) * (w + 200) - 100;
    return [x, baseY + (i % 2 === 0 ? 1 : -1) * amplitude * rng.range(0.4, 1)];
  });
  return `${smoothOpenPath(pts)}L${num(w + 100)} ${num(h + 10)}L-100 ${num(h + 10)}Z`;
}
