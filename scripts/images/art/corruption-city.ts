import type { Rng } from "../prng";
import { circle, el, group, num, rect } from "../svg";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#11141b",
  deep: "#232a38",
  mid: "#3a4457",
  accent: "#ff4545",
  pop: "#ffd166",
  light: "#e6e9f0",
};

type Block = { x: number; y: number; w: number; h: number; marked: boolean };

/** An irregular street grid: column and row widths vary like a real centre. */
function cityBlocks(
  x0: number,
  y0: number,
  w: number,
  h: number,
  street: number,
  rng: Rng,
  markRate = 0.12,
): Block[] {
  const cuts = (total: number, min: number, max: number): number[] => {
    const list: number[] = [];
    for (let at = 0; at < total;) {
      const size = Math.min(rng.range(min, max), total - at);
      list.push(size);
      at += size;
    }
    return list;
  };
  const blocks: Block[] = [];
  let y = y0;
  for (const bh of cuts(h, 60, 130)) {
    let x = x0;
    for (const bw of cuts(w, 70, 180)) {
      if (bw > street * 2 && bh > street * 2) {
        blocks.push({
          x: x + street / 2,
          y: y + street / 2,
          w: bw - street,
          h: bh - street,
          marked: rng.chance(markRate),
        });
      }
      x += bw;
    }
    y += bh;
  }
  return blocks;
}

function pin(x: number, y: number, size: number, fill: string, dot: string): string {
  const d = `M${num(x)} ${num(y)}C${num(x - size * 0.2)} ${num(y - size * 0.5)} ${num(x - size * 0.55)} ${num(y - size * 0.7)} ${num(x - size * 0.55)} ${num(y - size * 1.05)}A${num(size * 0.55)} ${num(size * 0.55)} 0 1 1 ${num(x + size * 0.55)} ${num(y - size * 1.05)}C${num(x + size * 0.55)} ${num(y - size * 0.7)} ${num(x + size * 0.2)} ${num(y - size * 0.5)} ${num(x)} ${num(y)}Z`;
  return group({}, el("path", { d, fill }), circle(x, y - size * 1.05, size * 0.22, dot));
}

/** Blocks, a river, a diagonal avenue, flagged blocks and the money trail between them. */
function cityMap(x0: number, y0: number, w: number, h: number, rng: Rng, flags = 6): string {
  const blocks = cityBlocks(x0, y0, w, h, 16, rng, 0);
  const centre = (b: Block): readonly [number, number] => [b.x + b.w / 2, b.y + b.h / 2];
  const inside = (b: Block): boolean =>
    b.x > x0 + 60 && b.y > y0 + 100 && b.x + b.w < x0 + w - 60 && b.y + b.h < y0 + h - 60;
  // Flag blocks spread across the map, so the trails cover the city rather than one corner.
  const marked: Block[] = [];
  for (const b of rng.shuffle(blocks.filter(inside))) {
    const [bx, by] = centre(b);
    if (
      marked.length < flags &&
      marked.every((m) => Math.hypot(centre(m)[0] - bx, centre(m)[1] - by) > w * 0.2)
    )
      marked.push(b);
  }
  const toMiddle = (b: Block): number =>
    Math.hypot(centre(b)[0] - (x0 + w / 2), centre(b)[1] - (y0 + h / 2));
  marked.sort((a, b) => toMiddle(a) - toMiddle(b));
  for (const b of marked) b.marked = true;
  const shades = [palette.deep, palette.mid, "#2c3445"];
  const river = `M${num(x0 - 20)} ${num(y0 + h * 0.78)}C${num(x0 + w * 0.3)} ${num(y0 + h * 0.6)} ${num(x0 + w * 0.55)} ${num(y0 + h * 1.0)} ${num(x0 + w + 20)} ${num(y0 + h * 0.7)}`;
  const avenue = `M${num(x0 + w * 0.1)} ${num(y0 - 10)}L${num(x0 + w * 0.75)} ${num(y0 + h + 10)}`;
  const centres = marked.map(centre);
  // Every flagged block sends a curved trail to the first one: the office the money ends up in.
  const [hx, hy] = centres[0] ?? [x0 + w / 2, y0 + h / 2];
  const trail = centres
    .slice(1)
    .map(
      ([x, y]) =>
        `M${num(x)} ${num(y)}Q${num((x + hx) / 2)} ${num(Math.min(y, hy) - 60 - Math.abs(x - hx) * 0.25)} ${num(hx)} ${num(hy)}`,
    )
    .join("");
  return group(
    {},
    ...blocks.map((b) =>
      rect(b.x, b.y, b.w, b.h, b.marked ? palette.accent : rng.pick(shades), {
        rx: 4,
        opacity: b.marked ? 0.9 : 1,
      }),
    ),
    el("path", { d: river, stroke: "#1c3a5e", "stroke-width": 54, fill: "none" }),
    el("path", {
      d: river,
      stroke: "#24507d",
      "stroke-width": 2,
      "stroke-dasharray": "30 20",
      fill: "none",
    }),
    el("path", { d: avenue, stroke: palette.bg, "stroke-width": 22, fill: "none" }),
    el("path", {
      d: avenue,
      stroke: palette.mid,
      "stroke-width": 2,
      "stroke-dasharray": "14 12",
      fill: "none",
    }),
    el("path", {
      d: trail,
      stroke: palette.pop,
      "stroke-width": 4,
      "stroke-dasharray": "2 12",
      "stroke-linecap": "round",
      fill: "none",
    }),
    circle(hx, hy, 70, "none", { stroke: palette.accent, "stroke-width": 3, opacity: 0.7 }),
    circle(hx, hy, 110, "none", { stroke: palette.accent, "stroke-width": 2, opacity: 0.35 }),
    ...centres.map(([x, y]) => pin(x, y, 34, palette.pop, palette.bg)),
  );
}

function cover({ w, h, rng }: Canvas): string {
  return group({}, rect(0, 0, w, h, palette.bg), cityMap(-30, -30, w + 60, h + 60, rng));
}

/** An isometric box standing on ground point (cx, cy); `lit` windows glow on its faces. */
function isoBuilding(
  cx: number,
  cy: number,
  s: number,
  height: number,
  lit: number,
  rng: Rng,
  shades = ["#c9ced8", "#8d95a5", "#a9b0bd"],
): string {
  const dx = s * 0.866;
  const dy = s * 0.5;
  const ty = cy - height;
  const top = `M${num(cx)} ${num(ty - dy)}L${num(cx + dx)} ${num(ty)}L${num(cx)} ${num(ty + dy)}L${num(cx - dx)} ${num(ty)}Z`;
  const left = `M${num(cx - dx)} ${num(ty)}L${num(cx)} ${num(ty + dy)}V${num(cy + dy)}L${num(cx - dx)} ${num(cy)}Z`;
  const right = `M${num(cx + dx)} ${num(ty)}L${num(cx)} ${num(ty + dy)}V${num(cy + dy)}L${num(cx + dx)} ${num(cy)}Z`;
  let windows = "";
  const floors = Math.floor(height / (s * 0.32));
  for (let f = 0; f < floors; f++) {
    for (let m = 0; m < 3; m++) {
      if (!rng.chance(lit)) continue;
      const side = rng.chance(0.5) ? -1 : 1;
      const u = (m + 0.5) / 3;
      const wx = cx + side * dx * (1 - u);
      const wy = ty + dy * u + f * s * 0.32 + s * 0.14;
      windows += `M${num(wx - side * 4)} ${num(wy)}l${num(side * -8)} ${num(4.6)}v8l${num(side * 8)} -4.6z`;
    }
  }
  return group(
    {},
    el("path", { d: left, fill: shades[1] }),
    el("path", { d: right, fill: shades[2] }),
    el("path", { d: top, fill: shades[0] }),
    windows === "" ? "" : el("path", { d: windows, fill: palette.pop }),
  );
}

/** The city of contractors: each building a company, lit windows where the data raises flags. */
function isoCity({ w, h, rng }: Canvas): string {
  const n = 7;
  const s = h * 0.08;
  const gap = 1.5;
  const ox = w / 2;
  const oy = h * 0.26;
  const at = (i: number, j: number): [number, number] => [
    ox + (i - j) * s * 0.866 * gap,
    oy + (i + j) * s * 0.5 * gap,
  ];
  const buildings: string[] = [];
  for (let sum = 0; sum <= (n - 1) * 2; sum++) {
    for (let i = 0; i < n; i++) {
      const j = sum - i;
      if (j < 0 || j >= n) continue;
      const [cx, cy] = at(i, j);
      buildings.push(
        isoBuilding(cx, cy, s, rng.range(0.4, 2.2) * s, rng.chance(0.35) ? 0.5 : 0, rng),
      );
    }
  }
  const corners = [at(-0.8, -0.8), at(n - 0.2, -0.8), at(n - 0.2, n - 0.2), at(-0.8, n - 0.2)];
  const ground = `M${corners.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}Z`;
  return group(
    {},
    rect(0, 0, w, h, "#101a33"),
    el("path", { d: ground, fill: "#1b2a52" }),
    ...buildings,
  );
}

/** One contractor up close, with its card of three warning indicators. */
function oneBuilding({ w, h, rng }: Canvas): string {
  const cx = w * 0.4;
  const cy = h * 0.86;
  const s = h * 0.2;
  const card = { x: w * 0.58, y: h * 0.24, w: w * 0.28, h: h * 0.36 };
  const bars = [0.85, 0.5, 0.7].map((len, i) =>
    group(
      {},
      rect(card.x + 40, card.y + 60 + i * 80, card.w - 80, 26, "#2b3245", { rx: 13 }),
      rect(
        card.x + 40,
        card.y + 60 + i * 80,
        (card.w - 80) * len,
        26,
        i === 0 ? palette.accent : palette.pop,
        { rx: 13 },
      ),
    ),
  );
  return group(
    {},
    rect(0, 0, w, h, "#101a33"),
    el("ellipse", { cx, cy: cy + s * 0.3, rx: s * 1.6, ry: s * 0.5, fill: "#1b2a52" }),
    isoBuilding(cx, cy, s, h * 0.64, 0.45, rng),
    el("path", {
      d: `M${num(cx + s * 0.9)} ${num(h * 0.4)}L${num(card.x)} ${num(card.y + card.h / 2)}`,
      stroke: palette.light,
      "stroke-width": 2,
      "stroke-dasharray": "4 8",
      opacity: 0.6,
    }),
    rect(card.x + 8, card.y + 12, card.w, card.h, "#000", { rx: 20, opacity: 0.3 }),
    rect(card.x, card.y, card.w, card.h, "#1e2638", {
      rx: 20,
      stroke: "#3a4457",
      "stroke-width": 2,
    }),
    ...bars,
  );
}

export const corruptionCityArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": isoCity, "body-2": oneBuilding },
};
