import type { Point } from "../svg";
import { circle, el, group, line, num, polyPath, rect } from "../svg";
import type { GarmentKind, PrintKind } from "./garments";
import { garment, hanger, print } from "./garments";
import type { Canvas, Palette, ProjectArt } from "./types";

const palette: Palette = {
  bg: "#f3d9cf",
  deep: "#2f1b24",
  mid: "#c8553d",
  accent: "#e0a526",
  pop: "#2f5d4a",
  light: "#fbf3ea",
};

const LOOKS: readonly { kind: GarmentKind; print: PrintKind; colors: readonly string[] }[] = [
  { kind: "coat", print: "waves", colors: [palette.mid, palette.light, palette.accent] },
  { kind: "dress", print: "dots", colors: [palette.pop, palette.accent] },
  { kind: "shirt", print: "zigzag", colors: [palette.light, palette.mid, palette.pop] },
];

function cover({ w, h, rng }: Canvas): string {
  const s = h * 0.56;
  const railY = h * 0.16;
  const xs = [w * 0.2, w * 0.5, w * 0.8];
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    rect(0, h * 0.88, w, h * 0.12, "#e8c3b6"),
    line(w * 0.08, railY, w * 0.92, railY, palette.deep, 8, { "stroke-linecap": "round" }),
    ...LOOKS.map((look, i) => {
      const x = xs[i] ?? w / 2;
      const y = railY + s * 0.12;
      return group(
        {},
        el("ellipse", {
          cx: x,
          cy: h * 0.9,
          rx: s * 0.3,
          ry: 10,
          fill: palette.deep,
          opacity: 0.12,
        }),
        hanger(x, y, s, palette.deep),
        garment(
          `look${i}`,
          look.kind,
          look.print,
          x,
          y + s * 0.04,
          s,
          look.colors,
          palette.deep,
          rng,
        ),
      );
    }),
  );
}

type Piece = { id: string; d: string; box: { x: number; y: number; w: number; h: number } };

function piece(id: string, x: number, y: number, pts: readonly Point[], s: number): Piece {
  const abs = pts.map(([px, py]): Point => [x + px * s, y + py * s]);
  const xs = abs.map(([px]) => px);
  const ys = abs.map(([, py]) => py);
  const box = {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
  return { id, d: polyPath(abs), box };
}

/** A shirt's flat pattern: back, two fronts, two sleeves and a collar, each printed with flowing stripes. */
function sewingPattern({ w, h, rng }: Canvas): string {
  const s = h * 0.8;
  const top = h * 0.1;
  const body: Point[] = [
    [0, 0.08],
    [0.12, 0],
    [0.2, 0.04],
    [0.34, 0],
    [0.34, 0.2],
    [0.3, 0.3],
    [0.32, 1],
    [0, 1],
  ];
  const front: Point[] = [
    [0, 0.16],
    [0.08, 0],
    [0.2, 0.02],
    [0.2, 0.22],
    [0.17, 0.3],
    [0.19, 1],
    [0, 1],
  ];
  const sleeve: Point[] = [
    [0, 0.2],
    [0.1, 0.05],
    [0.2, 0],
    [0.3, 0.05],
    [0.4, 0.2],
    [0.34, 0.6],
    [0.06, 0.6],
  ];
  const collar: Point[] = [
    [0, 0],
    [0.5, 0],
    [0.48, 0.07],
    [0.02, 0.07],
  ];
  const pieces = [
    piece("back", w * 0.06, top, body, s),
    piece("front1", w * 0.26, top, front, s),
    piece("front2", w * 0.38, top, front, s),
    piece("sleeve1", w * 0.53, top, sleeve, s),
    piece("sleeve2", w * 0.75, top, sleeve, s),
    piece("collar", w * 0.56, top + s * 0.7, collar, s),
  ];
  const inks = [palette.mid, palette.accent, palette.pop];
  return group(
    {},
    rect(0, 0, w, h, "#f7efe3"),
    ...pieces.map((p, i) =>
      group(
        {},
        el("clipPath", { id: p.id }, el("path", { d: p.d })),
        group(
          { "clip-path": `url(#${p.id})` },
          print(
            "waves",
            p.box,
            ["#f7efe3", inks[i % 3] ?? palette.mid, inks[(i + 1) % 3] ?? palette.pop],
            rng,
            1.3,
          ),
        ),
        el("path", { d: p.d, fill: "none", stroke: palette.deep, "stroke-width": 3 }),
        el("path", {
          d: p.d,
          fill: "none",
          stroke: palette.deep,
          "stroke-width": 1.5,
          "stroke-dasharray": "8 8",
          transform: `translate(${num(p.box.x + p.box.w / 2)} ${num(p.box.y + p.box.h / 2)}) scale(0.92) translate(${num(-(p.box.x + p.box.w / 2))} ${num(-(p.box.y + p.box.h / 2))})`,
          opacity: 0.6,
        }),
      ),
    ),
  );
}

/** The nine designs side by side, one pattern each. */
function nineLooks({ w, h, rng }: Canvas): string {
  const kinds: GarmentKind[] = [
    "dress",
    "shirt",
    "coat",
    "skirt",
    "top",
    "dress",
    "coat",
    "shirt",
    "skirt",
  ];
  const prints: PrintKind[] = [
    "dots",
    "waves",
    "stripes",
    "zigzag",
    "grid",
    "waves",
    "dots",
    "stripes",
    "zigzag",
  ];
  const grounds = [
    palette.pop,
    palette.light,
    palette.mid,
    palette.accent,
    palette.light,
    palette.deep,
    palette.light,
    palette.accent,
    palette.pop,
  ];
  const inks = [
    palette.accent,
    palette.mid,
    palette.light,
    palette.deep,
    palette.pop,
    palette.accent,
    palette.mid,
    palette.light,
    palette.light,
  ];
  const step = w / 9;
  const s = step * 0.92;
  const railY = h * 0.3;
  // A lookbook strip: each design on its own backdrop panel, numbered by a dot tag.
  return group(
    {},
    rect(0, 0, w, h, palette.bg),
    ...kinds.map((kind, i) => {
      const x = step * (i + 0.5);
      return group(
        {},
        rect(step * i, 0, step, h, i % 2 ? "#f7e6de" : palette.bg),
        line(step * i, railY, step * (i + 1), railY, palette.deep, 5),
        hanger(x, railY + s * 0.1, s, palette.deep),
        garment(
          `nine${i}`,
          kind,
          prints[i] ?? "dots",
          x,
          railY + s * 0.14,
          s,
          [grounds[i] ?? palette.light, inks[i] ?? palette.deep, palette.deep],
          palette.deep,
          rng,
        ),
        circle(x, h * 0.76, 10, i % 2 ? palette.mid : palette.pop),
      );
    }),
  );
}

export const fashionCollectionArt: ProjectArt = {
  palette,
  cover,
  bodies: { "body-1": sewingPattern, "body-2": nineLooks },
};
