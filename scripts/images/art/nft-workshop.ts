import { circle, el, glowFilter, group, num, rect } from "../svg";
import { hexagon, sparkle } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#ffd447",
  deep: "#1b1b3a",
  mid: "#2b59c3",
  accent: "#ff6f91",
  pop: "#ffffff",
  light: "#fff6d6",
};

const SKIN = ["#f1c7a5", "#c98b5e", "#8d5a3b", "#e0a97e"];
const HAIR = ["#1b1b3a", "#5b2d1a", "#3a2a1a", "#a33b2f"];

/** Icons for the four steps of the course: wallet, file, metadata, token. */
function stepIcon(
  step: number,
  cx: number,
  cy: number,
  s: number,
  ink: string,
  fill: string,
): string {
  const k = s / 100;
  if (step === 0)
    return group(
      {},
      rect(cx - 34 * k, cy - 22 * k, 68 * k, 46 * k, fill, {
        rx: 8 * k,
        stroke: ink,
        "stroke-width": 5 * k,
      }),
      rect(cx + 10 * k, cy - 6 * k, 28 * k, 16 * k, ink, { rx: 6 * k }),
    );
  if (step === 1)
    return group(
      {},
      rect(cx - 24 * k, cy - 30 * k, 48 * k, 60 * k, fill, {
        rx: 6 * k,
        stroke: ink,
        "stroke-width": 5 * k,
      }),
      el("path", {
        d: `M${num(cx - 14 * k)} ${num(cy + 16 * k)}l${num(10 * k)} ${num(-14 * k)}l${num(8 * k)} ${num(8 * k)}l${num(10 * k)} ${num(-16 * k)}`,
        fill: "none",
        stroke: ink,
        "stroke-width": 5 * k,
        "stroke-linejoin": "round",
      }),
    );
  if (step === 2)
    return group(
      {},
      el("path", {
        d: `M${num(cx - 14 * k)} ${num(cy - 30 * k)}q${num(-14 * k)} 0 ${num(-14 * k)} ${num(14 * k)}v${num(8 * k)}l${num(-8 * k)} ${num(8 * k)}l${num(8 * k)} ${num(8 * k)}v${num(8 * k)}q0 ${num(14 * k)} ${num(14 * k)} ${num(14 * k)}M${num(cx + 14 * k)} ${num(cy - 30 * k)}q${num(14 * k)} 0 ${num(14 * k)} ${num(14 * k)}v${num(8 * k)}l${num(8 * k)} ${num(8 * k)}l${num(-8 * k)} ${num(8 * k)}v${num(8 * k)}q0 ${num(14 * k)} ${num(-14 * k)} ${num(14 * k)}`,
        fill: "none",
        stroke: ink,
        "stroke-width": 5 * k,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      circle(cx, cy, 4 * k, ink),
    );
  return group(
    {},
    hexagon(cx, cy, 32 * k, fill, { stroke: ink, "stroke-width": 5 * k }),
    sparkle(cx, cy, 14 * k, ink),
  );
}

/** A participant seen from behind, with a laptop open in front. */
function learner(cx: number, base: number, s: number, look: number): string {
  return group(
    {},
    rect(cx - s * 0.38, base - s * 0.62, s * 0.76, s * 0.46, "#d6dbe6", { rx: s * 0.05 }),
    circle(cx, base - s * 0.4, s * 0.06, "#aab3c5"),
    el("path", {
      d: `M${num(cx - s * 0.42)} ${num(base)}c0 ${num(-s * 0.34)} ${num(s * 0.84)} ${num(-s * 0.34)} ${num(s * 0.84)} 0Z`,
      fill: [palette.mid, palette.accent, palette.deep, "#3bb273"][look % 4] ?? palette.mid,
    }),
    circle(cx - s * 0.17, base - s * 0.28, s * 0.04, SKIN[look % SKIN.length] ?? "#c98b5e"),
    circle(cx + s * 0.17, base - s * 0.28, s * 0.04, SKIN[look % SKIN.length] ?? "#c98b5e"),
    circle(cx, base - s * 0.3, s * 0.17, HAIR[look % HAIR.length] ?? palette.deep),
  );
}

function cover({ w, h, rng }: Canvas): string {
  const bw = w * 0.7;
  const bh = h * 0.42;
  const bx = (w - bw) / 2;
  const by = h * 0.08;
  const steps = [0, 1, 2, 3].map((i) => {
    const cx = bx + bw * (0.14 + i * 0.24);
    const cy = by + bh * 0.5;
    return group(
      {},
      rect(
        cx - bh * 0.3,
        cy - bh * 0.3,
        bh * 0.6,
        bh * 0.6,
        i === 3 ? palette.accent : palette.light,
        { rx: 18 },
      ),
      stepIcon(i, cx, cy, bh * 0.5, palette.deep, i === 3 ? palette.light : palette.bg),
    );
  });
  const arrows = [0, 1, 2].map((i) => {
    const x = bx + bw * (0.14 + i * 0.24) + bh * 0.34;
    return el("path", {
      d: `M${num(x)} ${num(by + bh / 2)}h${num(bw * 0.24 - bh * 0.68)}m-12 -10l12 10l-12 10`,
      fill: "none",
      stroke: palette.light,
      "stroke-width": 5,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  });
  const row = (y: number, s: number, count: number, offset: number): string[] =>
    Array.from({ length: count }, (_, i) =>
      learner(w * (0.5 + (i - (count - 1) / 2) / count) + offset, y, s, i + rng.int(0, 3)),
    );
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    rect(bx - 16, by - 16, bw + 32, bh + 32, palette.deep, { rx: 24 }),
    rect(bx, by, bw, bh, palette.mid, { rx: 14 }),
    ...arrows,
    ...steps,
    ...row(h * 0.82, h * 0.3, 5, w * 0.04),
    ...row(h * 1.04, h * 0.38, 4, -w * 0.02),
  );
}

/** The course's path: wallet, file, metadata, token, as four boxes with arrows. */
function fourSteps({ w, h }: Canvas): string {
  const s = h * 0.3;
  const xs = [0.14, 0.38, 0.62, 0.86].map((t) => w * t);
  const cy = h / 2;
  return group(
    {},
    rect(0, 0, w, h, palette.light),
    ...xs.slice(0, 3).map((x, i) =>
      el("path", {
        d: `M${num(x + s * 0.58)} ${num(cy)}H${num((xs[i + 1] ?? x) - s * 0.58)}m-16 -12l16 12l-16 12`,
        fill: "none",
        stroke: palette.deep,
        "stroke-width": 6,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
    ),
    ...xs.map((x, i) =>
      group(
        {},
        rect(x - s / 2, cy - s / 2, s, s, i === 3 ? palette.accent : palette.bg, {
          rx: 28,
          stroke: palette.deep,
          "stroke-width": 5,
        }),
        stepIcon(i, x, cy, s * 0.8, palette.deep, i === 3 ? palette.light : palette.light),
      ),
    ),
  );
}

/** A mentoring circle seen from above: learners around a table, the mentor pointing at the token. */
function mentoringCircle({ w, h, rng }: Canvas): string {
  const cx = w / 2;
  const cy = h * 0.52;
  const rx = h * 0.42;
  const ry = h * 0.32;
  const seats = 9;
  const figure = (x: number, y: number, look: number, angle: number): string =>
    group(
      { transform: `rotate(${num((angle * 180) / Math.PI + 90)} ${num(x)} ${num(y)})` },
      el("ellipse", {
        cx: x,
        cy: y + 16,
        rx: 62,
        ry: 32,
        fill: [palette.mid, palette.accent, "#3bb273", palette.deep][look % 4] ?? palette.mid,
      }),
      circle(x, y + 8, 28, HAIR[look % HAIR.length] ?? palette.deep),
    );
  const people = Array.from({ length: seats }, (_, i) => {
    const a = (i / seats) * Math.PI * 2 + Math.PI / 2;
    return figure(
      cx + Math.cos(a) * (rx + 44),
      cy + Math.sin(a) * (ry + 40),
      i + rng.int(0, 3),
      a + Math.PI,
    );
  });
  const [mx, my] = [cx - rx * 0.4, cy - ry * 0.15];
  const mentor = `M${num(mx + 30)} ${num(my + 10)}L${num(cx - 10)} ${num(cy - 6)}`;
  return group(
    {},
    el("defs", {}, glowFilter("glow", 14)),
    rect(0, 0, w, h, palette.light),
    el("ellipse", { cx, cy, rx, ry, fill: "#e8d9a8" }),
    ...people,
    circle(cx + 60, cy, 70, palette.bg, { filter: "url(#glow)", opacity: 0.9 }),
    hexagon(cx + 60, cy, 46, palette.accent, { stroke: palette.light, "stroke-width": 5 }),
    sparkle(cx + 60, cy, 20, palette.light),
    el("path", {
      d: mentor,
      stroke: SKIN[1] ?? "#c98b5e",
      "stroke-width": 16,
      "stroke-linecap": "round",
    }),
    el("ellipse", { cx: mx, cy: my, rx: 40, ry: 62, fill: palette.mid }),
    circle(mx, my, 28, HAIR[0] ?? palette.deep),
  );
}

export const nftWorkshopArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": fourSteps, "body-2": mentoringCircle },
};
