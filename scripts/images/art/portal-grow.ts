import { ramp } from "../color";
import type { Rng } from "../prng";
import { circle, el, group, line, num, rect } from "../svg";
import { cloud } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#e9efe0",
  deep: "#1f3d2b",
  mid: "#40916c",
  accent: "#c8553d",
  pop: "#f2b134",
  light: "#fbfaf4",
};

/** From dry to well watered: the colour each sensor reading takes in the shared garden. */
const MOISTURE = ramp(["#f2c14e", "#a7c957", "#4d9de0", "#1d3f8f"], 9);

function leaf(x: number, y: number, len: number, angle: number, fill: string): string {
  const tip: [number, number] = [x + Math.cos(angle) * len, y + Math.sin(angle) * len];
  const nx = -Math.sin(angle) * len * 0.32;
  const ny = Math.cos(angle) * len * 0.32;
  const mx = (x + tip[0]) / 2;
  const my = (y + tip[1]) / 2;
  return el("path", {
    d: `M${num(x)} ${num(y)}Q${num(mx + nx)} ${num(my + ny)} ${num(tip[0])} ${num(tip[1])}Q${num(mx - nx)} ${num(my - ny)} ${num(x)} ${num(y)}Z`,
    fill,
  });
}

/** A potted plant with a sensor stake; returns the markup and the antenna tip. */
function pottedPlant(
  x: number,
  base: number,
  s: number,
  rng: Rng,
): { svg: string; antenna: [number, number] } {
  const potTop = base - s * 0.42;
  const pot = `M${num(x - s * 0.3)} ${num(potTop)}h${num(s * 0.6)}l${num(-s * 0.06)} ${num(s * 0.42)}h${num(-s * 0.48)}Z`;
  const count = rng.int(5, 8);
  const leaves = Array.from({ length: count }, (_, i) => {
    const a = -Math.PI / 2 + (i / (count - 1) - 0.5) * rng.range(1.8, 2.6);
    return leaf(x, potTop, s * rng.range(0.5, 0.85), a, i % 2 ? palette.mid : "#2d6a4f");
  });
  const stakeX = x + s * 0.18;
  const antenna: [number, number] = [stakeX, potTop - s * 0.55];
  return {
    antenna,
    svg: group(
      {},
      ...leaves,
      line(stakeX, potTop + s * 0.05, stakeX, antenna[1], palette.deep, 3),
      rect(stakeX - s * 0.05, potTop - s * 0.22, s * 0.1, s * 0.14, palette.deep, { rx: 3 }),
      circle(antenna[0], antenna[1], s * 0.035, palette.accent),
      el("path", { d: pot, fill: palette.accent }),
      rect(x - s * 0.33, potTop - s * 0.04, s * 0.66, s * 0.1, "#a8432f", { rx: 4 }),
    ),
  };
}

function cover({ w, h, rng }: Canvas): string {
  const sill = h * 0.84;
  const plants = [0.14, 0.32, 0.5, 0.68, 0.86].map((t) =>
    pottedPlant(w * t, sill, h * rng.range(0.26, 0.34), rng),
  );
  const hub: [number, number] = [w / 2, h * 0.14];
  const links = plants
    .map(
      ({ antenna: [x, y] }) =>
        `M${num(x)} ${num(y)}C${num(x)} ${num(y - h * 0.2)} ${num(hub[0])} ${num(hub[1] + h * 0.25)} ${num(hub[0])} ${num(hub[1])}`,
    )
    .join("");
  const canopy = Array.from({ length: 22 }, (_, i) => {
    const a = (i / 22) * Math.PI * 2;
    const r = h * rng.range(0.06, 0.13);
    return circle(
      hub[0] + Math.cos(a) * r * 2.2,
      hub[1] + Math.sin(a) * r * 0.7,
      h * rng.range(0.012, 0.022),
      rng.pick(MOISTURE),
    );
  });
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    rect(w * 0.06, h * 0.06, w * 0.88, sill - h * 0.06, palette.light, { rx: 24, opacity: 0.7 }),
    el("path", {
      d: links,
      fill: "none",
      stroke: palette.deep,
      "stroke-width": 2,
      "stroke-dasharray": "6 8",
      opacity: 0.6,
    }),
    ...canopy,
    circle(hub[0], hub[1], h * 0.035, palette.deep),
    rect(0, sill, w, h - sill, "#cfd9c0"),
    ...plants.map((plant) => plant.svg),
  );
}

/** One tree for the whole garden: every branch tip is a plant, coloured by its soil moisture. */
function sharedTree({ w, h, rng }: Canvas): string {
  let d = "";
  const tips: [number, number][] = [];
  const grow = (x: number, y: number, angle: number, len: number, depth: number): void => {
    const x2 = x + Math.cos(angle) * len;
    const y2 = y + Math.sin(angle) * len;
    d += `M${num(x)} ${num(y)}L${num(x2)} ${num(y2)}`;
    if (depth === 0) {
      tips.push([x2, y2]);
      return;
    }
    const branches = depth > 4 ? 2 : rng.int(2, 3);
    for (let i = 0; i < branches; i++) {
      const spread = (i / (branches - 1) - 0.5) * rng.range(0.7, 1.1);
      grow(x2, y2, angle + spread, len * rng.range(0.68, 0.8), depth - 1);
    }
  };
  grow(w / 2, h * 0.97, -Math.PI / 2, h * 0.24, 7);
  return group(
    {},
    rect(0, 0, w, h, palette.light),
    el("path", {
      d,
      stroke: palette.mid,
      "stroke-width": 3,
      "stroke-linecap": "round",
      fill: "none",
    }),
    ...tips.map(([x, y]) => circle(x, y, 8, rng.pick(MOISTURE))),
  );
}

/** Forty pots from above, each with its antenna line rising to the shared cloud. */
function fortyPots({ w, h, rng }: Canvas): string {
  const cols = 10;
  const rows = 4;
  const gap = w * 0.088;
  const x0 = w / 2 - ((cols - 1) * gap) / 2;
  const y0 = h * 0.46;
  const cloudY = h * 0.16;
  let links = "";
  const pots: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * gap;
      const y = y0 + r * gap * 0.8;
      const leaves = Array.from({ length: 6 }, (_, k) =>
        leaf(x, y, 36, (k / 6) * Math.PI * 2 + rng.range(0, 0.8), k % 2 ? palette.mid : "#2d6a4f"),
      );
      links += `M${num(x + 34)} ${num(y - 34)}C${num(x + 34)} ${num(cloudY + 140)} ${num(w / 2)} ${num(cloudY + 160)} ${num(w / 2)} ${num(cloudY + 60)}`;
      pots.push(
        circle(x, y, 48, palette.accent),
        circle(x, y, 40, "#6b4a35"),
        ...leaves,
        el("path", {
          d: `M${num(x + 20)} ${num(y - 20)}L${num(x + 34)} ${num(y - 34)}`,
          stroke: palette.deep,
          "stroke-width": 3,
        }),
        circle(x + 34, y - 34, 5, palette.pop),
      );
    }
  }
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    el("path", { d: links, fill: "none", stroke: palette.deep, "stroke-width": 1, opacity: 0.3 }),
    cloud(w / 2, cloudY + 40, h * 0.32, palette.light, { stroke: palette.deep, "stroke-width": 4 }),
    ...pots,
  );
}

export const portalGrowArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": sharedTree, "body-2": fortyPots },
};
