import type { Rng } from "../prng";
import { circle, el, group, num, rect } from "../svg";
import { documentSheet, magnifier } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#15302c",
  deep: "#0b1f1c",
  mid: "#7da1c4",
  accent: "#e63946",
  pop: "#f4a259",
  light: "#f1efe6",
};

type Node = { x: number; y: number; company: boolean; flagged: boolean };

/** People (circles) and companies (squares) linked by shared appearances in documents. */
function leadNetwork(
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  rng: Rng,
  colors: { node: string; line: string; flag: string },
): string {
  const hubs: Node[] = [0.2, 0.5, 0.8].map((t, i) => ({
    x: x + t * w,
    y: y + (i === 1 ? 0.3 : 0.65) * h,
    company: i === 1,
    flagged: true,
  }));
  // Everyone else sits near the lead they are tied to, so the lines visibly converge.
  const others: Node[] = Array.from({ length: count - hubs.length }, (_, i) => {
    const hub = hubs[i % hubs.length] ?? { x, y };
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0.1, 0.3) * Math.min(w, h * 1.4);
    return {
      x: Math.min(x + w, Math.max(x, hub.x + Math.cos(a) * r)),
      y: Math.min(y + h, Math.max(y, hub.y + Math.sin(a) * r * 0.8)),
      company: rng.chance(0.4),
      flagged: false,
    };
  });
  const nodes = [...others, ...hubs];
  let d = "";
  others.forEach((node, i) => {
    const hub = hubs[i % hubs.length];
    if (hub) d += `M${num(node.x)} ${num(node.y)}L${num(hub.x)} ${num(hub.y)}`;
    const peer = others[(i * 7 + 3) % others.length];
    if (peer && i % 4 === 0) d += `M${num(node.x)} ${num(node.y)}L${num(peer.x)} ${num(peer.y)}`;
  });
  return group(
    {},
    el("path", { d, stroke: colors.line, "stroke-width": 2, opacity: 0.7 }),
    ...nodes.map((n) => {
      const shape = n.company
        ? rect(n.x - 9, n.y - 9, 18, 18, colors.node, { rx: 3 })
        : circle(n.x, n.y, 10, colors.node);
      return n.flagged
        ? group({}, circle(n.x, n.y, 22, "none", { stroke: colors.flag, "stroke-width": 4 }), shape)
        : shape;
    }),
  );
}

function cover({ w, h, rng }: Canvas): string {
  const sheets = Array.from({ length: 7 }, (_, i) => {
    const sw = h * 0.22;
    const x = w * 0.06 + (i % 4) * w * 0.13 + rng.range(-20, 20);
    const y = h * 0.12 + Math.floor(i / 4) * h * 0.42 + rng.range(-20, 20);
    const angle = rng.range(-12, 12);
    return {
      x,
      y,
      sw,
      svg: group(
        { transform: `rotate(${num(angle)} ${num(x + sw / 2)} ${num(y + sw * 0.65)})` },
        documentSheet(x, y, sw, sw * 1.3, palette.light, palette.deep, rng, 5),
      ),
    };
  });
  const pinned = [sheets[0], sheets[5], sheets[2]].filter((s) => s !== undefined);
  const thread = pinned
    .map((s, i) => `${i === 0 ? "M" : "L"}${num(s.x + s.sw / 2)} ${num(s.y + s.sw * 0.3)}`)
    .join("");
  const lx = w * 0.72;
  const ly = h * 0.44;
  const lr = h * 0.26;
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    ...sheets.map((s) => s.svg),
    el("path", { d: `${thread}Z`, fill: "none", stroke: palette.accent, "stroke-width": 4 }),
    ...pinned.map((s) => circle(s.x + s.sw / 2, s.y + s.sw * 0.3, 9, palette.accent)),
    el("clipPath", { id: "lens" }, circle(lx, ly, lr, "#000")),
    group(
      { "clip-path": "url(#lens)" },
      rect(lx - lr, ly - lr, lr * 2, lr * 2, "#1d4540"),
      leadNetwork(lx - lr, ly - lr, lr * 2, lr * 2, 14, rng, {
        node: palette.mid,
        line: "#9fb6c9",
        flag: palette.pop,
      }),
    ),
    magnifier(lx, ly, lr, palette.light),
  );
}

/** The lens over a loose pile of pages, three of them tied together by red thread. */
function lensOverPages({ w, h, rng }: Canvas): string {
  const sw = h * 0.24;
  const sheets = Array.from({ length: 9 }, (_, i) => {
    const x = w * 0.1 + (i % 5) * w * 0.15 + rng.range(-30, 30);
    const y = h * 0.1 + Math.floor(i / 5) * h * 0.42 + rng.range(-20, 30);
    const angle = rng.range(-15, 15);
    return {
      x,
      y,
      svg: group(
        { transform: `rotate(${num(angle)} ${num(x + sw / 2)} ${num(y + sw * 0.65)})` },
        documentSheet(x, y, sw, sw * 1.3, "#fbfaf5", "#5d6b66", rng, 6),
      ),
    };
  });
  const tied = [sheets[1], sheets[6], sheets[3]].filter((s) => s !== undefined);
  const thread = tied
    .map((s, i) => `${i === 0 ? "M" : "L"}${num(s.x + sw / 2)} ${num(s.y + sw * 0.4)}`)
    .join("");
  return group(
    {},
    rect(0, 0, w, h, "#e3ebe6"),
    ...sheets.map((s) => s.svg),
    el("path", { d: thread, fill: "none", stroke: palette.accent, "stroke-width": 3 }),
    ...tied.map((s) => circle(s.x + sw / 2, s.y + sw * 0.4, 8, palette.accent)),
    circle(w * 0.56, h * 0.46, h * 0.27, "#ffffff", { opacity: 0.25 }),
    magnifier(w * 0.56, h * 0.46, h * 0.27, "#1f4d45", Math.PI * 0.3),
  );
}

/** Companies and people linked by documents; the flagged ones draw the lines in. */
function network({ w, h, rng }: Canvas): string {
  return group(
    {},
    rect(0, 0, w, h, "#eef1f4"),
    leadNetwork(w * 0.05, h * 0.05, w * 0.9, h * 0.9, 46, rng, {
      node: "#7d8fa6",
      line: "#b5c0cc",
      flag: palette.pop,
    }),
  );
}

export const veraArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": lensOverPages, "body-2": network },
};
