import type { Rng } from "../prng";
import { circle, el, glowFilter, group, num, rect } from "../svg";
import { isoCube } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#0e2a2f",
  deep: "#163b42",
  mid: "#5c7f86",
  accent: "#ffb703",
  pop: "#fb8500",
  light: "#e0fbfc",
};

const GREY_CUBE = ["#9fb4b8", "#5c7f86", "#77979d"] as const;
const AMBER_CUBE = ["#ffd166", palette.pop, palette.accent] as const;

/** An open book seen from the front, with wavy lines of text on both pages. */
function openBook(
  cx: number,
  cy: number,
  w: number,
  h: number,
  paper: string,
  ink: string,
  rng: Rng,
): string {
  const half = w / 2;
  const page = (dir: number): string =>
    `M${num(cx)} ${num(cy - h / 2 + 12)}Q${num(cx + dir * half * 0.5)} ${num(cy - h / 2 - 10)} ${num(cx + dir * half)} ${num(cy - h / 2)}V${num(cy + h / 2)}Q${num(cx + dir * half * 0.5)} ${num(cy + h / 2 - 14)} ${num(cx)} ${num(cy + h / 2 + 6)}Z`;
  let text = "";
  for (const dir of [-1, 1]) {
    for (let i = 0; i < 7; i++) {
      const y = cy - h * 0.32 + i * h * 0.1;
      const x0 = cx + dir * half * 0.12;
      const len = half * rng.range(0.55, 0.76) * dir;
      text += `M${num(x0)} ${num(y)}q${num(len / 4)} -5 ${num(len / 2)} 0t${num(len / 2)} 0`;
    }
  }
  return group(
    {},
    el("path", {
      d: `M${num(cx - half - 10)} ${num(cy + h / 2 + 14)}H${num(cx + half + 10)}`,
      stroke: ink,
      "stroke-width": 10,
      "stroke-linecap": "round",
      opacity: 0.3,
    }),
    el("path", { d: page(-1), fill: paper }),
    el("path", { d: page(1), fill: paper }),
    el("path", {
      d: `M${num(cx)} ${num(cy - h / 2 + 12)}V${num(cy + h / 2 + 6)}`,
      stroke: ink,
      "stroke-width": 2,
      opacity: 0.3,
    }),
    el("path", {
      d: text,
      fill: "none",
      stroke: ink,
      "stroke-width": 3,
      "stroke-linecap": "round",
      opacity: 0.55,
    }),
  );
}

/** A row of block stacks; the top of the chosen stack glows amber. Returns that cube's top. */
function blockStacks(
  x: number,
  base: number,
  count: number,
  size: number,
  chosen: number,
  rng: Rng,
): { svg: string; top: [number, number] } {
  const parts: string[] = [];
  let top: [number, number] = [x, base];
  for (let i = 0; i < count; i++) {
    const height = i === chosen ? 3 : rng.int(1, 3);
    for (let k = 0; k < height; k++) {
      const cx = x + i * size * 1.8;
      const cy = base - k * size;
      const lit = i === chosen && k === height - 1;
      if (lit) top = [cx, cy - size];
      parts.push(
        isoCube(cx, cy, size, lit ? AMBER_CUBE : GREY_CUBE, lit ? { filter: "url(#glow)" } : {}),
      );
    }
  }
  return { svg: group({}, ...parts), top };
}

function cover({ w, h, rng }: Canvas): string {
  const size = h * 0.07;
  const count = 9;
  const stacks = blockStacks(w / 2 - ((count - 1) * size * 1.8) / 2, h * 0.84, count, size, 4, rng);
  const [tx, ty] = stacks.top;
  const bookY = h * 0.3;
  const bookH = h * 0.3;
  const beam = `M${num(tx - size * 0.5)} ${num(ty)}L${num(w * 0.5 - w * 0.19)} ${num(bookY + bookH / 2 + 20)}H${num(w * 0.5 + w * 0.19)}L${num(tx + size * 0.5)} ${num(ty)}Z`;
  const words = Array.from({ length: 10 }, () => {
    const y = rng.range(bookY + bookH / 2 + 40, ty - 30);
    const spread = ((y - ty) / (bookY - ty)) * w * 0.16;
    return rect(tx + rng.range(-spread, spread), y, rng.range(14, 40), 6, palette.accent, {
      rx: 3,
      opacity: 0.8,
    });
  });
  return group(
    {},
    el("defs", {}, glowFilter("glow", 10)),
    rect(0, 0, w, h, palette.bg),
    circle(w * 0.5, bookY, h * 0.34, palette.deep),
    el("path", { d: beam, fill: palette.accent, opacity: 0.14 }),
    ...words,
    openBook(w * 0.5, bookY, w * 0.38, bookH, palette.light, palette.deep, rng),
    stacks.svg,
  );
}

/** Grey stacks, one amber block, and that block opening step by step into a book. */
function blockToBook({ w, h, rng }: Canvas): string {
  const size = h * 0.07;
  const base = h * 0.7;
  const stacks = blockStacks(w * 0.06, base, 5, size, 4, rng);
  const [tx, ty] = stacks.top;
  const stages = [0.3, 0.75].map((open, i) => {
    const cx = w * (0.46 + i * 0.14);
    const cy = h * (0.56 - i * 0.04);
    const spread = size * (0.9 + open * 1.2);
    const lift = size * (1 - open * 0.8);
    return group(
      {},
      el("path", {
        d: `M${num(cx)} ${num(cy)}L${num(cx - spread)} ${num(cy - lift)}V${num(cy - lift + size * 1.3)}L${num(cx)} ${num(cy + size * 1.3)}Z`,
        fill: palette.accent,
      }),
      el("path", {
        d: `M${num(cx)} ${num(cy)}L${num(cx + spread)} ${num(cy - lift)}V${num(cy - lift + size * 1.3)}L${num(cx)} ${num(cy + size * 1.3)}Z`,
        fill: palette.pop,
      }),
    );
  });
  return group(
    {},
    el("defs", {}, glowFilter("glow", 10)),
    rect(0, 0, w, h, palette.bg),
    el("path", {
      d: `M${num(tx + size)} ${num(ty + size)}Q${num(w * 0.5)} ${num(h * 0.3)} ${num(w * 0.66)} ${num(h * 0.5)}`,
      fill: "none",
      stroke: palette.accent,
      "stroke-width": 3,
      "stroke-dasharray": "2 12",
      "stroke-linecap": "round",
      opacity: 0.6,
    }),
    stacks.svg,
    ...stages,
    openBook(w * 0.82, h * 0.52, w * 0.26, h * 0.3, palette.light, palette.deep, rng),
  );
}

export const blockNarratorArt: ProjectArt = { palette, cover, bodies: { "body-1": blockToBook } };
