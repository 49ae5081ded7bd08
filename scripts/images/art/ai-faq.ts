import { circle, el, group, num, rect } from "../svg";
import { bubble, documentSheet, person, questionMark, textLines } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#cfe6ff",
  deep: "#0d2c54",
  mid: "#25b36a",
  accent: "#ff8c42",
  pop: "#5b8def",
  light: "#ffffff",
};

function cover({ w, h, rng }: Canvas): string {
  const dw = h * 0.2;
  const dh = dw * 1.3;
  const docs = [0, 1, 2].map((i) =>
    documentSheet(
      w * 0.08 + (i % 2) * dw * 0.35,
      h * 0.1 + i * dh * 0.95,
      dw,
      dh,
      palette.light,
      palette.deep,
      rng,
      4,
    ),
  );
  const cx = w * 0.55;
  const cy = h * 0.46;
  const r = h * 0.3;
  const wires = [0, 1, 2]
    .map((i) => {
      const sy = h * 0.1 + i * dh * 0.95 + dh / 2;
      const sx = w * 0.08 + (i % 2) * dw * 0.35 + dw;
      return `M${num(sx + 10)} ${num(sy)}C${num(sx + w * 0.12)} ${num(sy)} ${num(cx - r - w * 0.08)} ${num(cy)} ${num(cx - r)} ${num(cy)}`;
    })
    .join("");
  const tail = `M${num(cx - r * 0.5)} ${num(cy + r * 0.75)}L${num(cx - r * 0.8)} ${num(cy + r * 1.12)}L${num(cx - r * 0.05)} ${num(cy + r * 0.95)}Z`;
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    el("path", {
      d: wires,
      fill: "none",
      stroke: palette.deep,
      "stroke-width": 4,
      "stroke-dasharray": "2 12",
      "stroke-linecap": "round",
      opacity: 0.6,
    }),
    ...docs,
    el("path", { d: tail, fill: palette.mid }),
    circle(cx, cy, r, palette.mid),
    questionMark(cx - r * 0.42, cy - r * 0.1, r * 0.7, palette.light),
    textLines(cx - r * 0.05, cy - r * 0.28, r * 0.75, 3, r * 0.2, r * 0.08, palette.light, rng),
    rect(cx - r * 0.05, cy + r * 0.36, r * 0.5, r * 0.16, palette.deep, {
      rx: r * 0.08,
      opacity: 0.35,
    }),
    bubble(w * 0.78, h * 0.2, w * 0.16, h * 0.12, palette.light, "right"),
    textLines(w * 0.8, h * 0.25, w * 0.11, 2, h * 0.035, 7, palette.pop, rng),
    person(w * 0.87, h * 0.58, h * 0.34, "#c98b5e", palette.accent, palette.deep),
  );
}

/** Documents feed a round answer bubble; a person waits beside it for the hand-off. */
function documentsToBubble({ w, h, rng }: Canvas): string {
  const dw = h * 0.14;
  const dh = dw * 1.3;
  const cx = w * 0.56;
  const cy = h * 0.48;
  const r = h * 0.26;
  const docs = [0, 1, 2, 3].map((i) => ({ x: w * 0.1, y: h * 0.08 + i * dh * 1.15 }));
  const wires = docs
    .map(
      ({ x, y }) =>
        `M${num(x + dw + 14)} ${num(y + dh / 2)}C${num(w * 0.32)} ${num(y + dh / 2)} ${num(w * 0.3)} ${num(cy)} ${num(cx - r - 10)} ${num(cy)}`,
    )
    .join("");
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    el("path", {
      d: wires,
      fill: "none",
      stroke: palette.deep,
      "stroke-width": 3,
      "stroke-dasharray": "2 12",
      "stroke-linecap": "round",
      opacity: 0.6,
    }),
    ...docs.map(({ x, y }) => documentSheet(x, y, dw, dh, palette.light, palette.deep, rng, 4)),
    el("path", {
      d: `M${num(cx - r * 0.5)} ${num(cy + r * 0.75)}L${num(cx - r * 0.8)} ${num(cy + r * 1.12)}L${num(cx - r * 0.05)} ${num(cy + r * 0.95)}Z`,
      fill: palette.mid,
    }),
    circle(cx, cy, r, palette.mid),
    textLines(cx - r * 0.55, cy - r * 0.3, r * 1.1, 4, r * 0.22, r * 0.09, palette.light, rng),
    person(w * 0.85, h * 0.7, h * 0.22, "#8d5a3b", palette.accent, palette.deep),
  );
}

export const aiFaqArt: ProjectArt = { palette, cover, bodies: { "body-1": documentsToBubble } };
