/**
 * The automata some artworks compute for real rather than imitate, plus a compact
 * way to draw a grid of states: one <path> of horizontal runs per state.
 */
import type { Rng } from "./prng";
import { el, group } from "./svg";

export type Grid = { cols: number; rows: number; cells: Uint8Array };

/**
 * Griffeath's cyclic cellular automaton: a cell in state s advances to s+1 (mod n)
 * when at least `threshold` of its four neighbours already hold s+1. From noise it
 * self-organises into rotating spirals after a few hundred steps.
 */
export function cyclicAutomaton(
  cols: number,
  rows: number,
  states: number,
  steps: number,
  rng: Rng,
  threshold = 1,
): Grid {
  let cells = Uint8Array.from({ length: cols * rows }, () => rng.int(0, states - 1));
  let next = new Uint8Array(cells.length);
  for (let step = 0; step < steps; step++) {
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const state = cells[y * cols + x] ?? 0;
        const successor = (state + 1) % states;
        const neighbours = [
          cells[y * cols + ((x + 1) % cols)],
          cells[y * cols + ((x + cols - 1) % cols)],
          cells[((y + 1) % rows) * cols + x],
          cells[((y + rows - 1) % rows) * cols + x],
        ];
        const count = neighbours.filter((n) => n === successor).length;
        next[y * cols + x] = count >= threshold ? successor : state;
      }
    }
    [cells, next] = [next, cells];
  }
  return { cols, rows, cells };
}

/** An elementary (one-dimensional, two-state) automaton grown row by row from one live cell. */
export function elementaryAutomaton(rule: number, cols: number, rows: number): Grid {
  const cells = new Uint8Array(cols * rows);
  cells[Math.floor(cols / 2)] = 1;
  for (let y = 1; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const left = cells[(y - 1) * cols + ((x + cols - 1) % cols)] ?? 0;
      const centre = cells[(y - 1) * cols + x] ?? 0;
      const right = cells[(y - 1) * cols + ((x + 1) % cols)] ?? 0;
      cells[y * cols + x] = (rule >> ((left << 2) | (centre << 1) | right)) & 1;
    }
  }
  return { cols, rows, cells };
}

/** Draws each state as one path of runs, in cell units, scaled to `cell` pixels. */
export function gridPaths(
  grid: Grid,
  colors: readonly (string | undefined)[],
  cell: number,
  x0 = 0,
  y0 = 0,
): string {
  const runs: string[] = colors.map(() => "");
  for (let y = 0; y < grid.rows; y++) {
    let x = 0;
    while (x < grid.cols) {
      const state = grid.cells[y * grid.cols + x] ?? 0;
      let end = x + 1;
      while (end < grid.cols && grid.cells[y * grid.cols + end] === state) end++;
      if (colors[state] !== undefined) runs[state] += `M${x} ${y}h${end - x}v1h${x - end}z`;
      x = end;
    }
  }
  const paths = runs.map((d, state) => (d === "" ? "" : el("path", { d, fill: colors[state] })));
  return group(
    { transform: `translate(${x0} ${y0}) scale(${cell})`, "shape-rendering": "crispEdges" },
    ...paths,
  );
}
