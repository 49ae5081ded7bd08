import { mix } from "../color";
import { smoothOpenPath } from "../curves";
import type { Rng } from "../prng";
import { circle, el, group, linearGradient, num, rect } from "../svg";
import type { Canvas, Palette, ProjectArt } from "./types";
import { waveformBars } from "./unperson-talks";

const palette: Palette = {
  bg: "#140f26",
  deep: "#231a3d",
  mid: "#3b2f66",
  accent: "#ffb347",
  pop: "#2ec4b6",
  light: "#fdf6ec",
};

/** A line that only moves forward: its loops follow the song's loudness, so it never crosses itself. */
function forwardLine(x0: number, x1: number, cy: number, amp: number, rng: Rng): string {
  const beats = Array.from({ length: 8 }, () => rng.range(0.3, 1));
  let d = "";
  for (let i = 0; i <= 600; i++) {
    const t = i / 600;
    const x = x0 + (x1 - x0) * t;
    const beat = beats[Math.min(beats.length - 1, Math.floor(t * beats.length))] ?? 1;
    const envelope = Math.sin(t * Math.PI) ** 0.5 * (0.6 + 0.4 * beat);
    const y = cy + amp * envelope * Math.sin(t * Math.PI * 26) * (0.75 + 0.25 * Math.sin(t * 9));
    d += `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`;
  }
  return d;
}

function sprockets(w: number, y: number, h: number): string {
  let d = "";
  for (let x = 20; x < w; x += 60) d += `M${x} ${num(y)}h30v${num(h)}h-30z`;
  return el("path", { d, fill: palette.bg });
}

function cover({ w, h, rng }: Canvas): string {
  const band = h * 0.12;
  const line = forwardLine(w * 0.04, w * 0.96, h / 2, h * 0.26, rng);
  return group(
    {},
    el(
      "defs",
      {},
      el(
        "linearGradient",
        { id: "song", x1: 0, y1: 0, x2: w, y2: 0, gradientUnits: "userSpaceOnUse" },
        el("stop", { offset: 0, "stop-color": palette.accent }),
        el("stop", { offset: 1, "stop-color": palette.pop }),
      ),
      linearGradient("room", [
        [0, palette.deep],
        [1, palette.bg],
      ]),
    ),
    rect(0, 0, w, h, "url(#room)"),
    rect(0, 0, w, band, "#0b0816"),
    rect(0, h - band, w, band, "#0b0816"),
    sprockets(w, band * 0.3, band * 0.4),
    sprockets(w, h - band * 0.7, band * 0.4),
    ...[0.25, 0.5, 0.75].map((t) =>
      el("path", {
        d: `M${num(w * t)} ${num(band)}V${num(h - band)}`,
        stroke: palette.mid,
        "stroke-width": 2,
        "stroke-dasharray": "3 9",
      }),
    ),
    group(
      { opacity: 0.35 },
      waveformBars(w * 0.04, h / 2, w * 0.92, h * 0.62, 70, palette.mid, rng),
    ),
    el("path", {
      d: line,
      fill: "none",
      stroke: "url(#song)",
      "stroke-width": 14,
      opacity: 0.25,
      "stroke-linecap": "round",
    }),
    el("path", {
      d: line,
      fill: "none",
      stroke: "url(#song)",
      "stroke-width": 5,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    circle(w * 0.96, h / 2, 12, palette.pop),
    circle(w * 0.04, h / 2, 12, palette.accent),
  );
}

/**
 * A line that visits every cell of a grid and never crosses itself: merge the little
 * 2x2 loops of a random spanning tree's cells into one big loop, then cut it open.
 */
function winding(cols: number, rows: number, rng: Rng): [number, number][] {
  const fineCols = cols * 2;
  const edges = new Map<number, Set<number>>();
  const id = (x: number, y: number): number => y * fineCols + x;
  const link = (a: number, b: number, on: boolean): void => {
    for (const [p, q] of [
      [a, b],
      [b, a],
    ] as const) {
      const set = edges.get(p) ?? new Set<number>();
      if (on) set.add(q);
      else set.delete(q);
      edges.set(p, set);
    }
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const [a, b, c, d] = [
        id(2 * i, 2 * j),
        id(2 * i + 1, 2 * j),
        id(2 * i + 1, 2 * j + 1),
        id(2 * i, 2 * j + 1),
      ];
      link(a, b, true);
      link(b, c, true);
      link(c, d, true);
      link(d, a, true);
    }
  }
  // Randomised depth-first search over coarse cells gives the spanning tree.
  const visited = new Set<number>([0]);
  const stack: [number, number][] = [[0, 0]];
  while (stack.length > 0) {
    const [i, j] = stack[stack.length - 1] ?? [0, 0];
    const next = rng
      .shuffle([
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const)
      .map(([di, dj]): [number, number] => [i + di, j + dj])
      .find(
        ([ni, nj]) => ni >= 0 && nj >= 0 && ni < cols && nj < rows && !visited.has(nj * cols + ni),
      );
    if (!next) {
      stack.pop();
      continue;
    }
    const [ni, nj] = next;
    visited.add(nj * cols + ni);
    stack.push(next);
    if (nj === j) {
      const x = 2 * Math.min(i, ni) + 1;
      link(id(x, 2 * j), id(x, 2 * j + 1), false);
      link(id(x + 1, 2 * j), id(x + 1, 2 * j + 1), false);
      link(id(x, 2 * j), id(x + 1, 2 * j), true);
      link(id(x, 2 * j + 1), id(x + 1, 2 * j + 1), true);
    } else {
      const y = 2 * Math.min(j, nj) + 1;
      link(id(2 * i, y), id(2 * i + 1, y), false);
      link(id(2 * i, y + 1), id(2 * i + 1, y + 1), false);
      link(id(2 * i, y), id(2 * i, y + 1), true);
      link(id(2 * i + 1, y), id(2 * i + 1, y + 1), true);
    }
  }
  const path: [number, number][] = [];
  let previous = -1;
  let current = 0;
  do {
    path.push([current % fineCols, Math.floor(current / fineCols)]);
    const options = [...(edges.get(current) ?? [])];
    const step = options[0] === previous ? options[1] : options[0];
    previous = current;
    current = step ?? 0;
  } while (current !== 0);
  return path;
}

/** The single line of the video, coloured from amber to teal along its length. */
function oneLine({ w, h, rng }: Canvas): string {
  const cell = 54;
  const cols = Math.floor(w / cell / 2) - 1;
  const rows = Math.floor(h / cell / 2) - 1;
  const walk = winding(cols, rows, rng).map(([x, y]): [number, number] => [
    (w - (cols * 2 - 1) * cell) / 2 + x * cell,
    (h - (rows * 2 - 1) * cell) / 2 + y * cell,
  ]);
  const chunks = 24;
  const size = Math.ceil(walk.length / chunks);
  const parts = Array.from({ length: chunks }, (_, i) => {
    const slice = walk.slice(i * size, (i + 1) * size + 1);
    if (slice.length < 2) return "";
    const d = smoothOpenPath(slice);
    return el("path", {
      d,
      stroke: mix(palette.accent, palette.pop, i / (chunks - 1)),
      "stroke-width": 12,
      fill: "none",
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  });
  const [sx, sy] = walk[0] ?? [0, 0];
  const [ex, ey] = walk.at(-1) ?? [0, 0];
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    ...parts,
    circle(sx, sy, 16, palette.accent),
    circle(ex, ey, 16, palette.pop),
  );
}

export const oneWayMusicVideoArt: ProjectArt = { palette, cover, bodies: { "body-1": oneLine } };
