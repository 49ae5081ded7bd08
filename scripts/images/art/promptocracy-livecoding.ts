import type { Rng } from "../prng";
import { circle, el, glowFilter, group, num, rect } from "../svg";
import { codeLines } from "./eva";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#0b0b14",
  deep: "#1a1a2e",
  mid: "#2de2e6",
  accent: "#ff3cac",
  pop: "#b6ff3b",
  light: "#f7f7ff",
};

const CODE = [palette.pop, palette.mid, palette.accent, "#ffe66d", palette.light];

/** Phones held up in a dark room, each sending a thin line of light to the screen. */
function audiencePhones(
  w: number,
  h: number,
  top: number,
  target: readonly [number, number],
  count: number,
  rng: Rng,
): string {
  let beams = "";
  const phones: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0.03, 0.97) * w;
    const y = top + rng.range(0, h - top - 30);
    const s = 14 + ((y - top) / (h - top)) * 22;
    const color = rng.pick([palette.mid, palette.accent, palette.pop]);
    if (rng.chance(0.55))
      beams += `M${num(x)} ${num(y)}L${num(target[0] + rng.range(-0.4, 0.4) * w * 0.4)} ${num(target[1])}`;
    phones.push(
      rect(x - s * 0.3, y - s * 0.5, s * 0.6, s, color, {
        rx: s * 0.1,
        opacity: 0.9,
        filter: "url(#glow)",
      }),
    );
  }
  return group(
    {},
    el("path", { d: beams, stroke: palette.light, "stroke-width": 1.2, opacity: 0.25 }),
    ...phones,
  );
}

function cover({ w, h, rng }: Canvas): string {
  const sw = w * 0.62;
  const sh = h * 0.5;
  const sx = (w - sw) / 2;
  const sy = h * 0.07;
  const votes = [0.9, 0.55, 0.3].map((v, i) =>
    group(
      {},
      rect(sx + sw * 0.7, sy + sh * (0.22 + i * 0.22), sw * 0.24, sh * 0.1, palette.deep, {
        rx: 6,
      }),
      rect(
        sx + sw * 0.7,
        sy + sh * (0.22 + i * 0.22),
        sw * 0.24 * v,
        sh * 0.1,
        CODE[i] ?? palette.pop,
        { rx: 6 },
      ),
    ),
  );
  const spots = [0.15, 0.85].map((t) =>
    el("path", {
      d: `M${num(w * t)} 0L${num(w * t - 140)} ${num(h)}H${num(w * t + 140)}Z`,
      fill: palette.light,
      opacity: 0.04,
    }),
  );
  return group(
    {},
    el("defs", {}, glowFilter("glow", 4)),
    rect(0, 0, w, h, palette.bg),
    ...spots,
    rect(sx - 14, sy - 14, sw + 28, sh + 28, palette.deep, { rx: 10 }),
    rect(sx, sy, sw, sh, "#11111f", {
      rx: 6,
      stroke: palette.mid,
      "stroke-width": 3,
      filter: "url(#glow)",
    }),
    codeLines(sx + 30, sy + 36, sw * 0.6, 9, sh * 0.095, rng, CODE),
    ...votes,
    circle(sx + sw * 0.63, sy + sh * 0.86, 6, palette.pop, { filter: "url(#glow)" }),
    rect(0, h * 0.64, w, h * 0.36, palette.deep, { opacity: 0.6 }),
    audiencePhones(w, h, h * 0.68, [w / 2, sy + sh + 14], 46, rng),
  );
}

/** The stage from the back of the room: the projected code and the audience's phones. */
function stage({ w, h, rng }: Canvas): string {
  const sw = w * 0.7;
  const sh = h * 0.52;
  const sx = (w - sw) / 2;
  const sy = h * 0.06;
  return group(
    {},
    el("defs", {}, glowFilter("glow", 4)),
    rect(0, 0, w, h, palette.bg),
    el("path", {
      d: `M${num(sx - 40)} ${num(sy + sh + 40)}H${num(sx + sw + 40)}L${num(w)} ${num(h * 0.7)}H0Z`,
      fill: palette.deep,
      opacity: 0.7,
    }),
    rect(sx, sy, sw, sh, "#10101e", {
      stroke: palette.mid,
      "stroke-width": 3,
      filter: "url(#glow)",
    }),
    codeLines(sx + 40, sy + 44, sw - 80, 11, sh * 0.078, rng, CODE),
    audiencePhones(w, h, h * 0.7, [w / 2, sy + sh], 70, rng),
  );
}

/** A row of equal-width cells: how monospace text reads from afar, without needing a font. */
function monoText(
  x: number,
  y: number,
  cells: number,
  size: number,
  color: string,
  rng: Rng,
): string {
  let d = "";
  for (let i = 0; i < cells; i++)
    if (rng.chance(0.8))
      d += `M${num(x + i * size * 1.1)} ${num(y)}h${num(size * 0.8)}v${num(size * 1.2)}h${num(-size * 0.8)}z`;
  return el("path", { d, fill: color });
}

/** The language's three layers as stacked sheets of coloured glass, each with a line of code above. */
function glassLayers({ w, h, rng }: Canvas): string {
  const colors = [palette.accent, palette.mid, "#ffe66d"];
  const sheets = colors.map((color, i) => {
    const cy = h * (0.42 + i * 0.17);
    const x0 = w * 0.1 + i * 40;
    const sheet = `M${num(x0)} ${num(cy)}L${num(x0 + w * 0.2)} ${num(cy - h * 0.22)}H${num(x0 + w * 0.62)}L${num(x0 + w * 0.42)} ${num(cy)}Z`;
    const edge = `M${num(x0)} ${num(cy)}H${num(x0 + w * 0.42)}L${num(x0 + w * 0.62)} ${num(cy - h * 0.22)}`;
    return group(
      {},
      el("path", { d: sheet, fill: color, opacity: 0.45 }),
      el("path", {
        d: edge,
        fill: "none",
        stroke: color,
        "stroke-width": 4,
        "stroke-linejoin": "round",
      }),
      monoText(x0 + w * 0.65, cy - h * 0.21, rng.int(8, 12), h * 0.022, color, rng),
    );
  });
  return group({}, rect(0, 0, w, h, palette.bg), ...sheets.reverse());
}

export const promptocracyLivecodingArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": stage, "body-2": glassLayers },
};
