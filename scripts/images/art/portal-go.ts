import { hillsPath } from "../curves";
import { circle, el, group, linearGradient, num, rect } from "../svg";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#13203f",
  deep: "#22365f",
  mid: "#e76f51",
  accent: "#ffd166",
  pop: "#06d6a0",
  light: "#f8f1e5",
};

const LIGHTS = [palette.accent, palette.pop, "#ef476f", "#4cc9f0", palette.mid];

/** A portal's face: a ring of coloured lights around eight dark touch pads. */
function portalFace(cx: number, cy: number, r: number, lights = 18, lit = 0.7, seed = 0): string {
  const ring = Array.from({ length: lights }, (_, i) => {
    const a = (i / lights) * Math.PI * 2 - Math.PI / 2;
    const on = (i * 7 + seed) % 10 < lit * 10;
    const color = LIGHTS[(i + seed) % LIGHTS.length] ?? palette.accent;
    return circle(
      cx + Math.cos(a) * r * 0.82,
      cy + Math.sin(a) * r * 0.82,
      r * 0.075,
      on ? color : "#3b4a6b",
    );
  });
  const pads = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
    return circle(cx + Math.cos(a) * r * 0.46, cy + Math.sin(a) * r * 0.46, r * 0.13, "#0b1327");
  });
  return group(
    {},
    circle(cx, cy, r, "#1a2747", { stroke: "#3b4a6b", "stroke-width": r * 0.04 }),
    ...ring,
    ...pads,
    circle(cx, cy, r * 0.14, palette.light, { opacity: 0.9 }),
  );
}

/** The suitcase that carries a portal from one library to the next. */
function suitcase(cx: number, cy: number, s: number, body: string, seed: number): string {
  const w = s * 1.3;
  const h = s;
  const handle = `M${num(cx - s * 0.22)} ${num(cy - h / 2)}v${num(-s * 0.14)}a${num(s * 0.06)} ${num(s * 0.06)} 0 0 1 ${num(s * 0.06)} ${num(-s * 0.06)}h${num(s * 0.32)}a${num(s * 0.06)} ${num(s * 0.06)} 0 0 1 ${num(s * 0.06)} ${num(s * 0.06)}v${num(s * 0.14)}`;
  return group(
    {},
    el("ellipse", { cx, cy: cy + h / 2 + 8, rx: w * 0.5, ry: 12, fill: "#000", opacity: 0.25 }),
    el("path", { d: handle, fill: "none", stroke: palette.light, "stroke-width": s * 0.05 }),
    rect(cx - w / 2, cy - h / 2, w, h, body, { rx: s * 0.12 }),
    rect(cx - w / 2, cy - h / 2 + h * 0.1, w, h * 0.05, "#000", { opacity: 0.15 }),
    portalFace(cx, cy + h * 0.04, s * 0.36, 16, 0.7, seed),
  );
}

function cover({ w, h, rng }: Canvas): string {
  const s = h * 0.3;
  const [ax, ay, bx, by] = [w * 0.22, h * 0.64, w * 0.78, h * 0.6];
  const arc = `M${num(ax)} ${num(ay - s * 0.6)}Q${num(w / 2)} ${num(h * -0.05)} ${num(bx)} ${num(by - s * 0.6)}`;
  const stars = Array.from({ length: 40 }, () =>
    circle(rng.range(0, w), rng.range(0, h * 0.5), rng.range(1, 2.2), palette.light, {
      opacity: rng.range(0.3, 0.8),
    }),
  ).join("");
  return group(
    {},
    el(
      "defs",
      {},
      linearGradient("night", [
        [0, palette.bg],
        [1, "#2d3f73"],
      ]),
    ),
    rect(0, 0, w, h, "url(#night)"),
    stars,
    el("path", { d: hillsPath(w, h, h * 0.62, 40, rng, 4), fill: "#1e3160" }),
    el("path", { d: hillsPath(w, h, h * 0.74, 30, rng, 5), fill: "#172650" }),
    el("path", { d: hillsPath(w, h, h * 0.86, 20, rng, 6), fill: "#101b3b" }),
    el("path", {
      d: arc,
      fill: "none",
      stroke: palette.accent,
      "stroke-width": 7,
      "stroke-dasharray": "1 22",
      "stroke-linecap": "round",
    }),
    suitcase(ax, ay, s, palette.mid, 0),
    suitcase(bx, by, s, "#f4a261", 3),
  );
}

/** The two portals face to face, joined by the dotted arc of the connection. */
function twoPortals({ w, h }: Canvas): string {
  const r = h * 0.28;
  const [ax, bx, cy] = [w * 0.24, w * 0.76, h * 0.6];
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    el("path", {
      d: `M${num(ax)} ${num(cy - r - 20)}Q${num(w / 2)} ${num(-h * 0.15)} ${num(bx)} ${num(cy - r - 20)}`,
      fill: "none",
      stroke: palette.accent,
      "stroke-width": 8,
      "stroke-dasharray": "1 24",
      "stroke-linecap": "round",
    }),
    portalFace(ax, cy, r, 20, 0.8, 0),
    portalFace(bx, cy, r, 20, 0.6, 4),
  );
}

export const portalGoArt: ProjectArt = { palette, cover, bodies: { "body-1": twoPortals } };
