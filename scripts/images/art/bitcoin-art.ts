import { mix } from "../color";
import type { Rng } from "../prng";
import { el, group, num, polyPath, rect } from "../svg";
import { isoCube } from "./motifs";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#f29d38",
  deep: "#2b1608",
  mid: "#7a3e10",
  accent: "#fff4e0",
  pop: "#ffd23f",
  light: "#fde6c4",
};

/** A 4x4 "hash" pattern painted on a cube's top face: every block looks unique. */
function hashFace(cx: number, cy: number, size: number, rng: Rng): string {
  const dx = size * 0.866;
  const dy = size * 0.5;
  let d = "";
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      if (!rng.chance(0.45)) continue;
      // Map the unit square cell (i, j) onto the rhombus of the top face.
      const corner = (u: number, v: number): [number, number] => [
        cx + (u - v) * dx,
        cy - size + (u + v) * dy,
      ];
      const a = 0.12;
      d += polyPath([
        corner(i / 4 + a / 4, j / 4 + a / 4),
        corner((i + 1) / 4 - a / 4, j / 4 + a / 4),
        corner((i + 1) / 4 - a / 4, (j + 1) / 4 - a / 4),
        corner(i / 4 + a / 4, (j + 1) / 4 - a / 4),
      ]);
    }
  }
  return el("path", { d, fill: palette.deep, opacity: 0.85 });
}

function blockChain(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  count: number,
  size: number,
  rng: Rng,
): string {
  const parts: string[] = [];
  const links: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0 : i / (count - 1);
    const cx = x0 + (x1 - x0) * t;
    const cy = y0 + (y1 - y0) * t;
    const faces = [palette.accent, mix(palette.mid, palette.deep, 0.2), palette.mid] as const;
    parts.push(group({}, isoCube(cx, cy, size, faces), hashFace(cx, cy, size, rng)));
    if (i > 0) {
      const px = x0 + (x1 - x0) * ((i - 0.5) / (count - 1));
      const py = y0 + (y1 - y0) * ((i - 0.5) / (count - 1));
      const angle = num((Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI);
      const link = (offset: number): string =>
        el("rect", {
          x: px - size * 0.42 + offset,
          y: py - size * 0.16,
          width: size * 0.84,
          height: size * 0.32,
          rx: size * 0.16,
          fill: "none",
          stroke: palette.deep,
          "stroke-width": size * 0.09,
        });
      links.push(
        group(
          { transform: `rotate(${angle} ${num(px)} ${num(py + size * 0.1)})` },
          link(-size * 0.3),
          link(size * 0.3),
        ),
      );
    }
  }
  return group({}, ...links, ...parts);
}

/** A faint isometric lattice on the background. */
function lattice(w: number, h: number, step: number): string {
  let d = "";
  for (let x = -h * 2; x < w + h * 2; x += step)
    d += `M${num(x)} 0l${num(h * 1.732)} ${h}M${num(x)} 0l${num(-h * 1.732)} ${h}`;
  return el("path", { d, stroke: palette.deep, "stroke-width": 1.5, opacity: 0.1 });
}

/** Small pale cubes drifting around the chain: transactions waiting for a block. */
function pending(w: number, h: number, rng: Rng): string {
  return Array.from({ length: 14 }, () => {
    const size = rng.range(10, 24);
    return isoCube(
      rng.range(0, w),
      rng.range(0, h),
      size,
      [palette.light, palette.pop, "#e0892b"],
      { opacity: rng.range(0.5, 0.9) },
    );
  }).join("");
}

function cover({ w, h, rng }: Canvas): string {
  const size = h * 0.12;
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    lattice(w, h, 60),
    pending(w, h, rng),
    blockChain(w * 0.14, h * 0.74, w * 0.86, h * 0.36, 5, size, rng),
  );
}

/** Marks for one block: dots, short lines and little branches, seeded by the block. */
function blockMarks(
  cx: number,
  cy: number,
  size: number,
  count: number,
  rng: Rng,
  spiral: boolean,
  markSize: number,
): { dots: string; lines: string; grey: string } {
  let dots = "";
  let lines = "";
  let grey = "";
  for (let i = 0; i < count; i++) {
    const t = i / count;
    const a = spiral ? t * Math.PI * 6 + rng.range(-0.5, 0.5) : rng.range(0, Math.PI * 2);
    const r = spiral
      ? Math.min(size * 0.47, t * size * 0.46 + rng.range(-28, 28))
      : rng.range(0, size * 0.4);
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    const kind = rng.pick([0, 0, 1, 1, 2, 3, 3]);
    const len = rng.range(0.6, 1.4) * markSize;
    if (kind === 0) dots += `M${num(x)} ${num(y)}h0.1`;
    else if (kind === 1)
      lines += `M${num(x)} ${num(y)}l${num(Math.cos(a + 1.2) * len)} ${num(Math.sin(a + 1.2) * len)}`;
    else if (kind === 2)
      lines += `M${num(x)} ${num(y)}l${num(len * 0.6)} ${num(-len)}M${num(x)} ${num(y)}l${num(-len * 0.6)} ${num(-len)}M${num(x)} ${num(y)}v${num(len)}`;
    else grey += `M${num(x)} ${num(y)}h0.1`;
  }
  return { dots, lines, grey };
}

/** One block's image: marks drawn from its data, spiralling out from the centre. */
function blockPortrait({ w, h, rng }: Canvas): string {
  const size = h * 0.84;
  const cx = w / 2;
  const cy = h / 2;
  const marks = blockMarks(cx, cy, size, 700, rng, true, 16);
  return group(
    {},
    rect(0, 0, w, h, "#2a2420"),
    rect(cx - size / 2, cy - size / 2, size, size, "#fbf5ec"),
    el("path", { d: marks.grey, stroke: "#9a948c", "stroke-width": 7, "stroke-linecap": "round" }),
    el("path", { d: marks.dots, stroke: palette.bg, "stroke-width": 9, "stroke-linecap": "round" }),
    el("path", {
      d: marks.lines,
      stroke: "#d9731a",
      "stroke-width": 2.5,
      "stroke-linecap": "round",
      fill: "none",
    }),
  );
}

/** A day of the chain: 144 blocks as a twelve by twelve wall of prints. */
function dayWall({ w, h, rng }: Canvas): string {
  const cell = (h * 0.9) / 12;
  const x0 = (w - cell * 12) / 2;
  const y0 = (h - cell * 12) / 2;
  let paper = "";
  let dots = "";
  let lines = "";
  for (let r = 0; r < 12; r++) {
    for (let c = 0; c < 12; c++) {
      const x = x0 + c * cell;
      const y = y0 + r * cell;
      paper += `M${num(x + 3)} ${num(y + 3)}h${num(cell - 6)}v${num(cell - 6)}h${num(-(cell - 6))}z`;
      const marks = blockMarks(
        x + cell / 2,
        y + cell / 2,
        cell * 0.9,
        rng.int(3, 10),
        rng,
        false,
        cell * 0.14,
      );
      dots += marks.dots;
      lines += marks.lines;
    }
  }
  return group(
    {},
    rect(0, 0, w, h, "#2a2420"),
    el("path", { d: paper, fill: "#fbf5ec" }),
    el("path", { d: dots, stroke: palette.bg, "stroke-width": 6, "stroke-linecap": "round" }),
    el("path", {
      d: lines,
      stroke: "#d9731a",
      "stroke-width": 2.4,
      "stroke-linecap": "round",
      fill: "none",
    }),
  );
}

export const bitcoinArtArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": blockPortrait, "body-2": dayWall },
};
