import { blobPoints, smoothClosedPath } from "../curves";
import type { Rng } from "../prng";
import { circle, el, group, num, rect } from "../svg";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#1c1a2e",
  deep: "#2a2742",
  mid: "#9d7bff",
  accent: "#ff7b72",
  pop: "#3dd6c6",
  light: "#f2efff",
};

const FORMS = [palette.mid, palette.accent, palette.pop, "#ffd166", "#f49cbb", "#7aa2ff"];

function voiceBlob(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  rng: Rng,
  wobble = 0.22,
): string {
  return el("path", { d: smoothClosedPath(blobPoints(cx, cy, r, rng, 9, wobble)), fill });
}

/** Audio bars centred on a line, loud in the middle like a spoken phrase. */
export function waveformBars(
  x: number,
  cy: number,
  w: number,
  maxH: number,
  count: number,
  color: string,
  rng: Rng,
): string {
  let d = "";
  const step = w / count;
  for (let i = 0; i < count; i++) {
    const envelope = Math.sin((i / (count - 1)) * Math.PI) ** 0.6;
    const bar = Math.max(step * 0.6, maxH * envelope * rng.range(0.25, 1));
    d += `M${num(x + i * step + step / 2)} ${num(cy - bar / 2)}v${num(bar)}`;
  }
  return el("path", { d, stroke: color, "stroke-width": step * 0.55, "stroke-linecap": "round" });
}

function cover({ w, h, rng }: Canvas): string {
  const cols = 3;
  const rows = 2;
  const gap = h * 0.04;
  const tileW = (w - gap * (cols + 1)) / cols;
  const tileH = (h - gap * (rows + 1)) / rows;
  const speaking = rng.int(0, cols * rows - 1);
  const tiles = Array.from({ length: cols * rows }, (_, i) => {
    const x = gap + (i % cols) * (tileW + gap);
    const y = gap + Math.floor(i / cols) * (tileH + gap);
    const active = i === speaking;
    const r = tileH * (active ? 0.26 : 0.24);
    return group(
      {},
      rect(x, y, tileW, tileH, palette.deep, {
        rx: 18,
        stroke: active ? palette.pop : "none",
        "stroke-width": 6,
      }),
      voiceBlob(
        x + tileW / 2,
        y + tileH * (active ? 0.4 : 0.46),
        r,
        FORMS[i % FORMS.length] ?? palette.mid,
        rng,
        active ? 0.3 : 0.14,
      ),
      active
        ? waveformBars(
            x + tileW * 0.2,
            y + tileH * 0.86,
            tileW * 0.6,
            tileH * 0.12,
            22,
            palette.light,
            rng,
          )
        : rect(x + 20, y + tileH - 38, tileW * 0.3, 16, palette.light, { rx: 8, opacity: 0.18 }),
      circle(x + tileW - 30, y + 30, 8, active ? palette.pop : "#4a4663"),
    );
  });
  return group({}, rect(0, 0, w, h, palette.bg), ...tiles);
}

/** The voice drives the form: wave peaks tied by thin lines to bulges of the blob. */
function voiceToForm({ w, h, rng }: Canvas): string {
  const cx = w * 0.3;
  const cy = h / 2;
  const r = h * 0.26;
  const count = 10;
  const loud = Array.from({ length: count }, () => rng.range(0.05, 0.35));
  const outline = loud.map((amp, i): [number, number] => {
    const a = (i / count) * Math.PI * 2 - Math.PI / 2;
    return [cx + Math.cos(a) * r * (1 + amp), cy + Math.sin(a) * r * (1 + amp)];
  });
  const wx = w * 0.56;
  const ww = w * 0.38;
  const peaks = loud.map((amp, i): [number, number] => [
    wx + (i + 0.5) * (ww / count),
    cy - amp * h * 0.9,
  ]);
  let wave = `M${num(wx)} ${num(cy)}`;
  for (let i = 0; i < 120; i++) {
    const t = i / 119;
    const k = Math.min(count - 1, Math.floor(t * count));
    const amp = (loud[k] ?? 0.1) * h * 0.9;
    wave += `L${num(wx + t * ww)} ${num(cy - amp * Math.abs(Math.sin(t * count * Math.PI)) * (i % 2 ? 1 : -1))}`;
  }
  const links = loud
    .map((_, i) => ({ peak: peaks[i], bulge: outline[i] }))
    .filter((_, i) => (loud[i] ?? 0) > 0.18)
    .map(({ peak, bulge }) =>
      peak && bulge ? `M${num(peak[0])} ${num(peak[1])}L${num(bulge[0])} ${num(bulge[1])}` : "",
    )
    .join("");
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    el("path", { d: links, stroke: palette.light, "stroke-width": 1.5, opacity: 0.5 }),
    el("path", { d: smoothClosedPath(outline), fill: palette.mid }),
    el("path", {
      d: wave,
      fill: "none",
      stroke: palette.pop,
      "stroke-width": 3,
      "stroke-linejoin": "round",
    }),
    ...outline
      .filter((_, i) => (loud[i] ?? 0) > 0.18)
      .map(([x, y]) => circle(x, y, 6, palette.light)),
  );
}

export const unpersonTalksArt: ProjectArt = { palette, cover, bodies: { "body-1": voiceToForm } };
