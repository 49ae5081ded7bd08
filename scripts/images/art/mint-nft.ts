import type { Rng } from "../prng";
import { circle, el, group, num, rect } from "../svg";
import { cloud, hexagon, scroll, sparkle } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#cdf3e4",
  deep: "#123b35",
  mid: "#19a38a",
  accent: "#7b61ff",
  pop: "#ff9f80",
  light: "#fffdf7",
};

const ART = [palette.pop, palette.mid, "#f2d4a7", "#ffd166", palette.light];

/** A small generative artwork: overlapping circles and a band, as an artist's piece. */
function miniArtwork(x: number, y: number, s: number, rng: Rng): string {
  const shapes = Array.from({ length: 5 }, () =>
    circle(
      x + rng.range(0.2, 0.8) * s,
      y + rng.range(0.2, 0.8) * s,
      rng.range(0.1, 0.3) * s,
      rng.pick(ART),
      { opacity: 0.9 },
    ),
  );
  return group(
    {},
    el("clipPath", { id: `art${num(x)}` }, rect(x, y, s, s, "#000")),
    group(
      { "clip-path": `url(#art${num(x)})` },
      rect(x, y, s, s, palette.accent),
      rect(x, y + s * rng.range(0.55, 0.75), s, s, palette.deep, { opacity: 0.35 }),
      ...shapes,
    ),
  );
}

function card(cx: number, cy: number, s: number, angle: number, rng: Rng): string {
  const pad = s * 0.07;
  return group(
    { transform: `rotate(${num(angle)} ${num(cx)} ${num(cy)})` },
    rect(cx - s / 2 + 8, cy - s * 0.62 + 12, s, s * 1.24, palette.deep, { rx: 18, opacity: 0.15 }),
    rect(cx - s / 2, cy - s * 0.62, s, s * 1.24, palette.light, { rx: 18 }),
    miniArtwork(cx - s / 2 + pad, cy - s * 0.62 + pad, s - pad * 2, rng),
    rect(cx - s / 2 + pad, cy + s * 0.42, s * 0.5, s * 0.06, palette.deep, { rx: 6, opacity: 0.6 }),
  );
}

function cover({ w, h, rng }: Canvas): string {
  const s = h * 0.5;
  const cx = w * 0.5;
  const cy = h * 0.5;
  const arrow = (x1: number, x2: number): string =>
    `M${num(x1)} ${num(cy)}H${num(x2)}m-14 -12l14 12l-14 12`;
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    circle(cx, cy, h * 0.46, palette.light, { opacity: 0.45 }),
    scroll(w * 0.08, cy - h * 0.16, w * 0.13, h * 0.32, palette.light, palette.deep, rng),
    el("path", {
      d: arrow(w * 0.23, w * 0.28) + arrow(w * 0.68, w * 0.76),
      fill: "none",
      stroke: palette.deep,
      "stroke-width": 6,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    card(cx - s * 0.16, cy, s, -10, rng),
    card(cx, cy, s, 0, rng),
    hexagon(cx + s * 0.48, cy + s * 0.56, s * 0.17, palette.accent, {
      stroke: palette.light,
      "stroke-width": 8,
    }),
    sparkle(cx + s * 0.48, cy + s * 0.56, s * 0.08, palette.light),
    sparkle(cx + s * 0.6, cy - s * 0.68, s * 0.07, palette.accent),
    sparkle(cx - s * 0.72, cy - s * 0.55, s * 0.05, palette.pop),
    cloud(w * 0.86, cy + h * 0.04, w * 0.14, palette.light, {
      stroke: palette.deep,
      "stroke-width": 5,
    }),
  );
}

/** Contract, storage, minting page: the kit's three parts as linked boxes. */
function threeParts({ w, h, rng }: Canvas): string {
  const bw = w * 0.22;
  const bh = h * 0.42;
  const y = (h - bh) / 2;
  const [xa, xb, xc] = [w * 0.08, w * 0.39, w * 0.7];
  const xs = [xa, xb, xc];
  const fills = [palette.accent, palette.mid, "#e8c48f"];
  const icons = [
    scroll(xa + bw * 0.3, y + bh * 0.22, bw * 0.4, bh * 0.56, palette.light, palette.deep, rng),
    cloud(xb + bw * 0.5, y + bh * 0.55, bw * 0.55, palette.light),
    group(
      {},
      rect(xc + bw * 0.2, y + bh * 0.25, bw * 0.6, bh * 0.5, palette.light, { rx: 10 }),
      rect(xc + bw * 0.2, y + bh * 0.25, bw * 0.6, bh * 0.1, palette.deep, { rx: 10 }),
      rect(xc + bw * 0.35, y + bh * 0.5, bw * 0.3, bh * 0.1, palette.accent, { rx: 12 }),
    ),
  ];
  const arrows = [
    [xa, xb],
    [xb, xc],
  ].map(([from = 0, to = 0]) => {
    const x1 = from + bw + 20;
    const x2 = to - 20;
    return el("path", {
      d: `M${num(x1)} ${num(h / 2)}H${num(x2)}m-16 -12l16 12l-16 12`,
      fill: "none",
      stroke: palette.deep,
      "stroke-width": 6,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  });
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    ...xs.map((x, i) => rect(x, y, bw, bh, fills[i] ?? palette.mid, { rx: 28 })),
    ...icons,
    ...arrows,
  );
}

export const mintNftArt: ProjectArt = { palette, cover, bodies: { "body-1": threeParts } };
