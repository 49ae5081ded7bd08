import type { Rng } from "../prng";
import { circle, el, group, num, rect } from "../svg";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#0f8a8a",
  deep: "#000080",
  mid: "#c0c0c0",
  accent: "#ff3df2",
  pop: "#fff14a",
  light: "#ffffff",
};

const BLOCKS = [palette.accent, palette.pop, "#3df2ff", "#7cff6b", "#ff8a3d", palette.deep];

/** A 90s-style browser window: bevelled frame, title bar, page of coloured blocks. */
function retroWindow(
  x: number,
  y: number,
  w: number,
  h: number,
  rng: Rng,
  scramble: number,
): string {
  const bar = 30;
  const blocks: string[] = [];
  for (let i = 0; i < 7; i++) {
    const bw = rng.range(0.2, 0.55) * w;
    const bh = rng.range(0.08, 0.25) * h;
    const bx = x + 14 + rng.range(0, w - bw - 28);
    const by = y + bar + 16 + rng.range(0, h - bar - bh - 30);
    const angle = rng.range(-scramble, scramble);
    blocks.push(
      rect(bx, by, bw, bh, rng.pick(BLOCKS), {
        transform: `rotate(${num(angle)} ${num(bx + bw / 2)} ${num(by + bh / 2)})`,
        opacity: 0.92,
      }),
    );
  }
  let stripes = "";
  for (let sy = y + bar + 12; sy < y + h - 10; sy += 14)
    stripes += `M${num(x + 12)} ${num(sy)}h${num(w - 24)}`;
  return group(
    {},
    rect(x + 8, y + 8, w, h, "#000", { opacity: 0.35 }),
    rect(x, y, w, h, palette.mid, { stroke: palette.light, "stroke-width": 3 }),
    rect(x + 5, y + 5, w - 10, bar - 5, palette.deep),
    ...[0, 1, 2].map((i) =>
      rect(x + w - 30 - i * 24, y + 9, 18, 16, palette.mid, {
        stroke: palette.light,
        "stroke-width": 2,
      }),
    ),
    rect(x + 8, y + bar + 6, w - 16, h - bar - 14, palette.light),
    el("path", { d: stripes, stroke: palette.mid, "stroke-width": 2, opacity: 0.5 }),
    ...blocks,
  );
}

/** Horizontal slices shifted sideways: the "glitch" the extension applies to a page. */
function glitchSlices(w: number, h: number, rng: Rng): string {
  return Array.from({ length: 9 }, () =>
    rect(
      rng.range(-50, w),
      rng.range(0, h),
      rng.range(80, 360),
      rng.range(4, 18),
      rng.pick(BLOCKS),
      { opacity: 0.85 },
    ),
  ).join("");
}

function cover({ w, h, rng }: Canvas): string {
  let dots = "";
  for (let y = 10; y < h; y += 24)
    for (let x = (y / 24) % 2 ? 12 : 0; x < w; x += 24) dots += `M${x} ${y}h2v2h-2z`;
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    el("path", { d: dots, fill: palette.light, opacity: 0.18 }),
    retroWindow(w * 0.05, h * 0.08, w * 0.42, h * 0.55, rng, 0),
    retroWindow(w * 0.3, h * 0.3, w * 0.44, h * 0.58, rng, 14),
    retroWindow(w * 0.6, h * 0.12, w * 0.34, h * 0.46, rng, 30),
    glitchSlices(w, h, rng),
  );
}

const PASTELS = ["#ffc8dd", "#bde0fe", "#caffbf", "#fdffb6", "#d7c6ff", "#ffd6a5"];

/** A page coming apart: its blocks tilt, overlap and drift, each with a faint trail. */
function driftingPage({ w, h, rng }: Canvas): string {
  const x = w * 0.1;
  const y = h * 0.08;
  const bw = w * 0.8;
  const bh = h * 0.84;
  const blocks = Array.from({ length: 11 }, (_, i) => {
    const rw = rng.range(0.14, 0.34) * bw;
    const rh = rng.range(0.08, 0.22) * bh;
    const rx = x + 30 + ((i % 4) / 4) * (bw - 60) + rng.range(-20, 40);
    const ry = y + 90 + Math.floor(i / 4) * bh * 0.28 + rng.range(-20, 30);
    const angle = rng.range(-16, 16);
    const [mx, my] = [rng.range(-40, 40), rng.range(-30, 30)];
    const color = PASTELS[i % PASTELS.length] ?? "#ffc8dd";
    const box = (dx: number, dy: number, opacity: number): string =>
      rect(rx + dx, ry + dy, rw, rh, color, {
        rx: 10,
        opacity,
        transform: `rotate(${num(angle)} ${num(rx + rw / 2)} ${num(ry + rh / 2)})`,
      });
    return group({}, box(-mx, -my, 0.25), box(-mx / 2, -my / 2, 0.45), box(0, 0, 0.95));
  });
  return group(
    {},
    rect(0, 0, w, h, "#f3f0fa"),
    rect(x + 10, y + 14, bw, bh, "#000", { rx: 18, opacity: 0.08 }),
    rect(x, y, bw, bh, "#ffffff", { rx: 18, stroke: "#d9d4e8", "stroke-width": 3 }),
    rect(x, y, bw, 60, "#ece8f6", { rx: 18 }),
    ...["#ff8fab", "#ffd166", "#8ce99a"].map((c, i) => circle(x + 34 + i * 28, y + 30, 9, c)),
    rect(x + 140, y + 16, bw * 0.5, 28, "#ffffff", { rx: 14 }),
    ...blocks,
  );
}

export const netArtifyArt: ProjectArt = { palette, cover, bodies: { "body-1": driftingPage } };
