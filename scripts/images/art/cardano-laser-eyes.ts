import { circle, el, glowFilter, group, linearGradient, num, rect } from "../svg";
import { sparkle } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#0a1a4f",
  deep: "#1235a8",
  mid: "#3d6df2",
  accent: "#ff2d3d",
  pop: "#ffd166",
  light: "#eef3ff",
};

const SKIN = ["#f1c7a5", "#c98b5e", "#8d5a3b", "#e0a97e", "#5e3a24"];
const HAIR = ["#1d1a2f", "#5b2d1a", "#f2b84b", "#2b2b2b", "#a33b2f"];
const SHIRT = ["#ffd166", "#06d6a0", "#ef476f", "#f8f9fa", "#118ab2"];

/** Concentric rings of dots: a nod to the network's logo without copying it. */
function dotRings(cx: number, cy: number, rings: number, gap: number): string {
  let out = "";
  for (let ring = 1; ring <= rings; ring++) {
    const count = ring * 6;
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + ring * 0.3;
      out += circle(
        cx + Math.cos(a) * ring * gap,
        cy + Math.sin(a) * ring * gap,
        2 + (rings - ring) * 0.35,
        palette.mid,
        { opacity: 0.85 },
      );
    }
  }
  return out;
}

/** A profile picture tile with a figure whose eyes fire two laser beams towards `angle`. */
function laserAvatar(
  x: number,
  y: number,
  size: number,
  look: number,
  angle: number,
  length: number,
): string {
  const cx = x + size / 2;
  const headY = y + size * 0.44;
  const r = size * 0.2;
  const eyes = [cx - r * 0.38, cx + r * 0.38];
  const beams = eyes
    .map(
      (ex) =>
        `M${num(ex)} ${num(headY)}L${num(ex + Math.cos(angle) * length)} ${num(headY + Math.sin(angle) * length)}`,
    )
    .join("");
  const shoulders = `M${num(x + size * 0.12)} ${num(y + size)}C${num(x + size * 0.14)} ${num(y + size * 0.66)} ${num(x + size * 0.86)} ${num(y + size * 0.66)} ${num(x + size * 0.88)} ${num(y + size)}Z`;
  const hair = `M${num(cx - r * 1.1)} ${num(headY + r * 0.2)}C${num(cx - r * 1.3)} ${num(headY - r * 1.6)} ${num(cx + r * 1.3)} ${num(headY - r * 1.6)} ${num(cx + r * 1.1)} ${num(headY + r * 0.2)}C${num(cx + r * 0.6)} ${num(headY - r * 0.7)} ${num(cx - r * 0.6)} ${num(headY - r * 0.7)} ${num(cx - r * 1.1)} ${num(headY + r * 0.2)}Z`;
  return group(
    {},
    el("clipPath", { id: `tile${look}` }, rect(x, y, size, size, "#000", { rx: size * 0.16 })),
    group(
      { "clip-path": `url(#tile${look})` },
      rect(x, y, size, size, palette.deep),
      el("path", { d: shoulders, fill: SHIRT[look % SHIRT.length] ?? palette.pop }),
      rect(
        cx - r * 0.35,
        headY + r * 0.6,
        r * 0.7,
        r * 0.8,
        SKIN[look % SKIN.length] ?? palette.light,
      ),
      circle(cx, headY, r, SKIN[look % SKIN.length] ?? palette.light),
      el("path", { d: hair, fill: HAIR[look % HAIR.length] ?? palette.bg }),
    ),
    rect(x, y, size, size, "none", {
      rx: size * 0.16,
      stroke: palette.light,
      "stroke-width": 4,
      opacity: 0.9,
    }),
    el("path", {
      d: beams,
      stroke: palette.accent,
      "stroke-width": size * 0.05,
      "stroke-linecap": "round",
      filter: "url(#glow)",
      opacity: 0.9,
    }),
    el("path", {
      d: beams,
      stroke: "#ffe3e3",
      "stroke-width": size * 0.014,
      "stroke-linecap": "round",
    }),
    ...eyes.map((ex) =>
      group(
        { filter: "url(#glow)" },
        sparkle(ex, headY, size * 0.1, "#ffe9e9"),
        circle(ex, headY, size * 0.03, "#ffffff"),
      ),
    ),
  );
}

function cover({ w, h, rng }: Canvas): string {
  const size = h * 0.36;
  const gap = size * 0.18;
  const left = w / 2 - size * 1.5 - gap;
  const avatars = [0, 1, 2].map((i) => {
    const look = rng.int(0, 4) + i;
    const y = h * 0.5 - size / 2 + (i === 1 ? -size * 0.22 : size * 0.12);
    return laserAvatar(
      left + i * (size + gap),
      y,
      size,
      look,
      -0.95 + i * 0.45 + rng.range(-0.1, 0.1),
      w,
    );
  });
  return group(
    {},
    el(
      "defs",
      {},
      linearGradient(
        "bg",
        [
          [0, palette.bg],
          [1, palette.deep],
        ],
        [0, 0],
        [1, 1],
      ),
      glowFilter("glow", 8),
    ),
    rect(0, 0, w, h, "url(#bg)"),
    dotRings(w * 0.5, h * 0.5, 9, h * 0.075),
    ...avatars,
  );
}

/** A plain avatar silhouette with two thin beams crossing a pale page. */
function beams({ w, h }: Canvas): string {
  const cx = w * 0.3;
  const cy = h * 0.5;
  const r = h * 0.3;
  const eyeY = cy - r * 0.2;
  const beam = (ex: number, color: string, angle: number): string =>
    group(
      {},
      el("path", {
        d: `M${num(ex)} ${num(eyeY)}L${num(ex + Math.cos(angle) * w)} ${num(eyeY + Math.sin(angle) * w)}`,
        stroke: color,
        "stroke-width": 10,
        opacity: 0.35,
        filter: "url(#glow)",
      }),
      el("path", {
        d: `M${num(ex)} ${num(eyeY)}L${num(ex + Math.cos(angle) * w)} ${num(eyeY + Math.sin(angle) * w)}`,
        stroke: color,
        "stroke-width": 4,
        "stroke-linecap": "round",
      }),
    );
  return group(
    {},
    el("defs", {}, glowFilter("glow", 6)),
    rect(0, 0, w, h, "#f1f4fb"),
    el("clipPath", { id: "avatar" }, circle(cx, cy, r, "#000")),
    circle(cx, cy, r, "#dfe6f5"),
    group(
      { "clip-path": "url(#avatar)" },
      circle(cx, cy - r * 0.22, r * 0.36, palette.deep),
      el("path", {
        d: `M${num(cx - r * 0.75)} ${num(cy + r)}C${num(cx - r * 0.7)} ${num(cy + r * 0.2)} ${num(cx + r * 0.7)} ${num(cy + r * 0.2)} ${num(cx + r * 0.75)} ${num(cy + r)}Z`,
        fill: palette.deep,
      }),
    ),
    beam(cx - r * 0.13, "#ff2bd6", -0.42),
    beam(cx + r * 0.13, "#ff8a1f", -0.3),
    circle(cx - r * 0.13, eyeY, 7, "#ffffff"),
    circle(cx + r * 0.13, eyeY, 7, "#ffffff"),
  );
}

export const cardanoLaserEyesArt: ProjectArt = { palette, cover, bodies: { "body-1": beams } };
