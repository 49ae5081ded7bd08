import type { Rng } from "../prng";
import { circle, el, group, linearGradient, num, rect } from "../svg";
import { sparkle } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#14110c",
  deep: "#262019",
  mid: "#3a3127",
  accent: "#d9a441",
  pop: "#f4d58d",
  light: "#efe3c2",
};

/** Tiny cipher marks (dagger, double dagger, dots, bars), drawn as strokes: no font needed. */
function cipherMark(x: number, y: number, s: number, kind: number): string {
  const h = s / 2;
  const marks = [
    `M${num(x)} ${num(y - h)}V${num(y + h)}M${num(x - h * 0.6)} ${num(y - h * 0.3)}H${num(x + h * 0.6)}`,
    `M${num(x)} ${num(y - h)}V${num(y + h)}M${num(x - h * 0.6)} ${num(y - h * 0.4)}H${num(x + h * 0.6)}M${num(x - h * 0.6)} ${num(y + h * 0.3)}H${num(x + h * 0.6)}`,
    `M${num(x - h * 0.5)} ${num(y + h)}L${num(x + h * 0.5)} ${num(y - h)}`,
    `M${num(x - h * 0.6)} ${num(y - h * 0.4)}H${num(x + h * 0.6)}M${num(x - h * 0.6)} ${num(y + h * 0.4)}H${num(x + h * 0.6)}`,
    `M${num(x)} ${num(y - h * 0.2)}v0.1M${num(x)} ${num(y + h * 0.6)}v0.1`,
  ];
  return marks[kind % marks.length] ?? "";
}

function blockBand(
  x: number,
  y: number,
  w: number,
  h: number,
  cell: number,
  rng: Rng,
  goldRate = 0.08,
  glint = false,
): string {
  const blocks: string[] = [];
  const glints: string[] = [];
  let gold = "";
  for (let by = y; by + cell <= y + h; by += cell * 1.15) {
    for (let bx = x; bx + cell <= x + w; bx += cell * 1.15) {
      blocks.push(
        rect(bx, by, cell, cell, rng.pick([palette.deep, palette.mid, "#2f281f"]), {
          rx: cell * 0.12,
        }),
      );
      if (rng.chance(goldRate)) {
        for (let k = 0; k < 3; k++)
          gold += cipherMark(
            bx + cell * (0.25 + k * 0.25),
            by + cell / 2,
            cell * 0.3,
            rng.int(0, 4),
          );
        if (glint) glints.push(sparkle(bx + cell * 0.9, by + cell * 0.1, cell * 0.28, palette.pop));
      }
    }
  }
  return group(
    {},
    ...blocks,
    el("path", {
      d: gold,
      stroke: palette.pop,
      "stroke-width": Math.max(2, cell * 0.05),
      "stroke-linecap": "round",
      fill: "none",
    }),
    ...glints,
  );
}

/** The gold-bug: a geometric scarab in gradient gold. */
function goldBeetle(cx: number, cy: number, s: number): string {
  const legs = [-1, 1]
    .flatMap((dir) =>
      [-0.1, 0.15, 0.4].map(
        (t, i) =>
          `M${num(cx + dir * s * 0.2)} ${num(cy + t * s)}l${num(dir * s * 0.3)} ${num((i - 1) * s * 0.12)}l${num(dir * s * 0.12)} ${num(s * 0.16)}`,
      ),
    )
    .join("");
  const antennae = `M${num(cx - s * 0.06)} ${num(cy - s * 0.56)}q${num(-s * 0.1)} ${num(-s * 0.2)} ${num(-s * 0.24)} ${num(-s * 0.22)}M${num(cx + s * 0.06)} ${num(cy - s * 0.56)}q${num(s * 0.1)} ${num(-s * 0.2)} ${num(s * 0.24)} ${num(-s * 0.22)}`;
  return group(
    {},
    el("path", {
      d: legs + antennae,
      fill: "none",
      stroke: palette.accent,
      "stroke-width": s * 0.035,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    el("ellipse", { cx, cy: cy + s * 0.18, rx: s * 0.3, ry: s * 0.42, fill: "url(#gold)" }),
    el("path", {
      d: `M${num(cx)} ${num(cy - s * 0.2)}V${num(cy + s * 0.58)}`,
      stroke: palette.bg,
      "stroke-width": s * 0.025,
    }),
    el("ellipse", {
      cx,
      cy: cy - s * 0.3,
      rx: s * 0.22,
      ry: s * 0.14,
      fill: "url(#gold)",
      stroke: palette.bg,
      "stroke-width": s * 0.02,
    }),
    circle(cx, cy - s * 0.5, s * 0.1, palette.accent),
    circle(cx - s * 0.1, cy - s * 0.32, s * 0.04, palette.bg),
    circle(cx + s * 0.1, cy - s * 0.32, s * 0.04, palette.bg),
    circle(cx, cy - s * 0.2, s * 0.045, palette.bg),
    el("path", {
      d: `M${num(cx - s * 0.2)} ${num(cy)}q${num(s * 0.05)} ${num(s * 0.25)} 0 ${num(s * 0.5)}`,
      fill: "none",
      stroke: palette.light,
      "stroke-width": s * 0.03,
      opacity: 0.6,
      "stroke-linecap": "round",
    }),
  );
}

function cover({ w, h, rng }: Canvas): string {
  const cell = h * 0.075;
  return group(
    {},
    el(
      "defs",
      {},
      linearGradient(
        "gold",
        [
          [0, palette.pop],
          [0.5, palette.accent],
          [1, "#8a5a14"],
        ],
        [0, 0],
        [1, 1],
      ),
    ),
    rect(0, 0, w, h, palette.bg),
    blockBand(cell * 0.3, cell * 0.3, w, h, cell, rng),
    circle(w / 2, h / 2, h * 0.36, palette.bg, { opacity: 0.9 }),
    circle(w / 2, h / 2, h * 0.36, "none", {
      stroke: palette.accent,
      "stroke-width": 2,
      "stroke-dasharray": "4 8",
    }),
    goldBeetle(w / 2, h * 0.5, h * 0.5),
  );
}

/** A long band of blocks with a few messages glinting like buried coins. */
function buriedMessages({ w, h, rng }: Canvas): string {
  const cell = h * 0.08;
  return group(
    {},
    rect(0, 0, w, h, "#1c1812"),
    blockBand(cell * 0.2, h * 0.3, w, h * 0.42, cell, rng, 0.06, true),
  );
}

/** The installation's receipt printer and its long curling ribbon of found messages. */
function receiptPrinter({ w, h }: Canvas): string {
  const px = w * 0.3;
  const py = h * 0.14;
  const pw = w * 0.22;
  const ph = h * 0.2;
  const floor = h * 0.9;
  const sx = px + pw * 0.5;
  // Down from the slot, then two loose loops on the floor before the paper runs out of frame.
  const ribbon = `M${num(sx)} ${num(py + ph * 0.55)}C${num(sx)} ${num(h * 0.55)} ${num(sx - w * 0.16)} ${num(floor - h * 0.05)} ${num(sx - w * 0.02)} ${num(floor - 30)}C${num(sx + w * 0.12)} ${num(floor)} ${num(sx + w * 0.16)} ${num(floor - h * 0.3)} ${num(sx + w * 0.06)} ${num(floor - h * 0.26)}C${num(sx - w * 0.02)} ${num(floor - h * 0.22)} ${num(sx + w * 0.08)} ${num(floor - 20)} ${num(sx + w * 0.26)} ${num(floor - 30)}C${num(sx + w * 0.38)} ${num(floor - 36)} ${num(sx + w * 0.4)} ${num(floor - h * 0.22)} ${num(sx + w * 0.33)} ${num(floor - h * 0.2)}C${num(sx + w * 0.27)} ${num(floor - h * 0.17)} ${num(sx + w * 0.35)} ${num(floor - 20)} ${num(w + 40)} ${num(floor - 30)}`;
  return group(
    {},
    rect(0, 0, w, h, "#f4efe4"),
    rect(0, h * 0.9, w, h * 0.1, "#e6dfd0"),
    el("path", { d: ribbon, fill: "none", stroke: "#2b2b2b", "stroke-width": 74 }),
    el("path", { d: ribbon, fill: "none", stroke: "#ffffff", "stroke-width": 68 }),
    // Thin dashes across the paper read as the printed lines of each message.
    el("path", {
      d: ribbon,
      fill: "none",
      stroke: "#aaa59b",
      "stroke-width": 44,
      "stroke-dasharray": "2 9",
    }),
    rect(px, py, pw, ph, "#ffffff", { rx: 16, stroke: "#1b1b1b", "stroke-width": 6 }),
    rect(px + pw * 0.08, py + ph * 0.5, pw * 0.84, 10, "#1b1b1b", { rx: 5 }),
    circle(px + pw * 0.85, py + ph * 0.25, 10, palette.accent),
  );
}

export const ethereumGoldBugArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": buriedMessages, "body-2": receiptPrinter },
};
