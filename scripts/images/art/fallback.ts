/**
 * Art for a project the generator has no hand-written scene for (a 28th project added
 * by the owner): an abstract composition in a palette derived from the project id.
 */
import { hsl } from "../color";
import { createRng } from "../prng";
import { circle, el, group, num, rect } from "../svg";
import type { Canvas, Palette, ProjectArt } from "./types";

function fallbackPalette(id: string): Palette {
  const hue = createRng(`${id}:palette`).range(0, 360);
  return {
    bg: hsl(hue, 0.45, 0.14),
    deep: hsl(hue, 0.5, 0.28),
    mid: hsl((hue + 30) % 360, 0.55, 0.5),
    accent: hsl((hue + 180) % 360, 0.75, 0.62),
    pop: hsl((hue + 40) % 360, 0.9, 0.68),
    light: hsl(hue, 0.4, 0.92),
  };
}

/** Overlapping arcs and a dotted field: neutral enough to suit any subject. */
function abstractScene(palette: Palette) {
  return ({ w, h, rng }: Canvas): string => {
    const cx = w * rng.range(0.35, 0.65);
    const cy = h * 0.5;
    const colors = [palette.deep, palette.mid, palette.accent, palette.pop];
    const arcs = Array.from({ length: 7 }, (_, i) => {
      const r = h * (0.12 + i * 0.07);
      const start = rng.range(0, Math.PI * 2);
      const sweep = rng.range(Math.PI * 0.6, Math.PI * 1.5);
      const [x1, y1] = [cx + r * Math.cos(start), cy + r * Math.sin(start)];
      const [x2, y2] = [cx + r * Math.cos(start + sweep), cy + r * Math.sin(start + sweep)];
      const large = sweep > Math.PI ? 1 : 0;
      return el("path", {
        d: `M${num(x1)} ${num(y1)}A${num(r)} ${num(r)} 0 ${large} 1 ${num(x2)} ${num(y2)}`,
        fill: "none",
        stroke: colors[i % colors.length],
        "stroke-width": h * 0.035,
        "stroke-linecap": "round",
      });
    });
    let dots = "";
    for (let x = w * 0.05; x < w; x += w * 0.05) {
      for (let y = h * 0.08; y < h; y += w * 0.05) {
        dots += circle(x, y, 3, palette.light, { opacity: 0.18 });
      }
    }
    return group(
      {},
      rect(0, 0, w, h, palette.bg),
      dots,
      ...arcs,
      circle(cx, cy, h * 0.06, palette.pop),
    );
  };
}

export function fallbackArt(id: string): ProjectArt {
  const palette = fallbackPalette(id);
  return { palette, cover: abstractScene(palette), bodies: {} };
}
