/**
 * The home page's sharing card: the portrait in a circle beside a mosaic made from the
 * palettes of every project, so the card previews the whole body of work.
 */
import { projectArt } from "./art/registry";
import type { Canvas } from "./art/types";
import { portraitScene } from "./portrait";
import { circle, el, group, num, rect } from "./svg";

function tile(x: number, y: number, s: number, colors: readonly string[], variant: number): string {
  const [bg = "#000", a = "#fff", b = "#888", c = "#444"] = colors;
  const motifs = [
    circle(x + s * 0.5, y + s * 0.5, s * 0.3, a),
    el("path", { d: `M${num(x)} ${num(y + s)}L${num(x + s)} ${num(y)}V${num(y + s)}Z`, fill: a }),
    group({}, rect(x, y + s * 0.55, s, s * 0.45, b), circle(x + s * 0.3, y + s * 0.4, s * 0.18, a)),
    group({}, circle(x, y, s * 0.7, a), circle(x + s, y + s, s * 0.45, c)),
  ];
  return group(
    {},
    el("clipPath", { id: `t${variant}` }, rect(x, y, s, s, "#000", { rx: s * 0.16 })),
    group(
      { "clip-path": `url(#t${variant})` },
      rect(x, y, s, s, bg),
      motifs[variant % motifs.length] ?? "",
    ),
  );
}

export function homeShareScene({ w, h, rng }: Canvas): string {
  const palettes = Object.values(projectArt).map(({ palette }) => [
    palette.bg,
    palette.accent,
    palette.mid,
    palette.pop,
  ]);
  const cols = 5;
  const s = 104;
  const gap = 16;
  const x0 = w - cols * (s + gap) - 50;
  const y0 = (h - 4 * (s + gap) + gap) / 2;
  const tiles = rng
    .shuffle(palettes)
    .slice(0, cols * 4)
    .map((colors, i) =>
      tile(x0 + (i % cols) * (s + gap), y0 + Math.floor(i / cols) * (s + gap), s, colors, i),
    );
  const r = 230;
  const cx = 290;
  const cy = h / 2;
  return group(
    {},
    rect(0, 0, w, h, "#fbf3ea"),
    el("clipPath", { id: "avatar" }, circle(cx, cy, r, "#000")),
    group(
      { "clip-path": "url(#avatar)" },
      group(
        { transform: `translate(${cx - 400 * 0.62} ${cy - 430 * 0.62}) scale(0.62)` },
        portraitScene({ w: 800, h: 1000, rng }),
      ),
    ),
    circle(cx, cy, r + 10, "none", { stroke: "#1f5f5b", "stroke-width": 6 }),
    ...tiles,
  );
}
