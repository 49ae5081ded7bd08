/**
 * The owner's portrait: a flat, geometric illustration of a woman with long dark hair and
 * round glasses, in warm tones, composed to read as a profile picture when cropped round.
 */
import type { Canvas } from "./art/types";
import { smoothClosedPath } from "./curves";
import type { Point } from "./svg";
import { circle, el, group, linearGradient, num, rect } from "./svg";

const C = {
  bg: "#f6d3b3",
  sun: "#eda47a",
  sun2: "#e48a62",
  mustard: "#f2b134",
  teal: "#1f5f5b",
  tealDark: "#174a47",
  hair: "#2a1812",
  hairLight: "#4a2a1e",
  skin: "#c98a62",
  skinShade: "#b0724e",
  skinLight: "#d99c74",
  lips: "#a8414f",
  ink: "#24140f",
  gold: "#f4c04e",
};

const FACE: Point[] = [
  [400, 238],
  [478, 262],
  [514, 330],
  [516, 420],
  [490, 500],
  [446, 552],
  [400, 566],
  [354, 552],
  [310, 500],
  [284, 420],
  [286, 330],
  [322, 262],
];
const HAIR_BACK: Point[] = [
  [400, 190],
  [500, 206],
  [578, 270],
  [606, 380],
  [600, 520],
  [626, 660],
  [652, 800],
  [600, 860],
  [520, 820],
  [470, 730],
  [400, 712],
  [330, 730],
  [282, 820],
  [200, 860],
  [150, 790],
  [176, 650],
  [198, 520],
  [194, 380],
  [222, 270],
  [300, 206],
];
const HAIR_FRONT: Point[] = [
  [272, 420],
  [262, 330],
  [300, 240],
  [390, 200],
  [490, 214],
  [548, 270],
  [566, 350],
  [538, 322],
  [486, 278],
  [420, 270],
  [352, 300],
  [300, 360],
];

function eye(x: number, y: number): string {
  return group(
    {},
    el("path", {
      d: `M${x - 26} ${y}Q${x} ${y - 20} ${x + 26} ${y}Q${x} ${y + 14} ${x - 26} ${y}Z`,
      fill: "#fff7ef",
    }),
    circle(x + 1, y - 1, 11, C.ink),
    circle(x + 5, y - 5, 3.5, "#ffffff"),
    el("path", {
      d: `M${x - 28} ${y - 1}Q${x} ${y - 22} ${x + 28} ${y - 3}`,
      fill: "none",
      stroke: C.ink,
      "stroke-width": 4,
      "stroke-linecap": "round",
    }),
  );
}

function background(w: number, h: number): string {
  let dots = "";
  for (let y = 90; y < 560; y += 34)
    for (let x = 60; x < 230; x += 34) dots += `M${x} ${y}h4v4h-4z`;
  return group(
    {},
    rect(0, 0, w, h, "url(#warm)"),
    circle(400, 430, 330, C.sun),
    el("path", {
      d: "M400 100a330 330 0 0 1 330 330h-120a210 210 0 0 0 -210 -210Z",
      fill: C.sun2,
      opacity: 0.7,
    }),
    el("path", { d: dots, fill: C.teal, opacity: 0.35 }),
    circle(670, 150, 46, C.mustard),
    el("path", { d: "M560 860l90-150l90 150Z", fill: C.mustard, opacity: 0.6 }),
    circle(110, 760, 44, "none", { stroke: C.teal, "stroke-width": 6, opacity: 0.35 }),
  );
}

export function portraitScene({ w, h }: Canvas): string {
  const torso = `M120 ${h}C130 820 200 740 300 712L352 690L400 770L448 690L500 712C600 740 670 820 680 ${h}Z`;
  const neck = "M362 520L438 520L446 700Q400 736 354 700Z";
  const glasses = group(
    { fill: "none", stroke: C.ink, "stroke-width": 6 },
    circle(348, 412, 44, "#ffffff", { "fill-opacity": 0.12 }),
    circle(452, 412, 44, "#ffffff", { "fill-opacity": 0.12 }),
    el("path", { d: "M392 404Q400 394 408 404M304 404L288 396M496 404L512 396" }),
  );
  return group(
    {},
    el(
      "defs",
      {},
      linearGradient("warm", [
        [0, "#f8dcc0"],
        [1, "#f1c09b"],
      ]),
    ),
    background(w, h),
    el("path", { d: smoothClosedPath(HAIR_BACK), fill: C.hair }),
    el("path", { d: neck, fill: C.skinShade }),
    el("path", {
      d: "M362 540Q400 590 438 540L440 600Q400 620 360 600Z",
      fill: "#9c6143",
      opacity: 0.6,
    }),
    el("path", { d: torso, fill: C.teal }),
    el("path", { d: "M352 690L400 770L448 690L436 684L400 742L364 684Z", fill: C.tealDark }),
    el("path", { d: `M300 712Q400 800 500 712`, fill: "none", stroke: C.gold, "stroke-width": 3 }),
    el("path", { d: `M${num(400)} ${num(756)}l14 24l-14 24l-14 -24Z`, fill: C.gold }),
    el("ellipse", { cx: 284, cy: 430, rx: 20, ry: 32, fill: C.skinShade }),
    el("ellipse", { cx: 516, cy: 430, rx: 20, ry: 32, fill: C.skinShade }),
    el("path", { d: smoothClosedPath(FACE), fill: C.skin }),
    el("clipPath", { id: "face" }, el("path", { d: smoothClosedPath(FACE) })),
    el("path", {
      d: smoothClosedPath(HAIR_FRONT),
      fill: C.skinShade,
      opacity: 0.6,
      transform: "translate(-4 16)",
      "clip-path": "url(#face)",
    }),
    circle(332, 470, 26, "#e0705f", { opacity: 0.22 }),
    circle(468, 470, 26, "#e0705f", { opacity: 0.22 }),
    eye(348, 414),
    eye(452, 414),
    el("path", {
      d: "M318 366Q346 350 378 360M422 360Q454 350 482 366",
      fill: "none",
      stroke: C.ink,
      "stroke-width": 9,
      "stroke-linecap": "round",
    }),
    el("path", {
      d: "M404 430Q398 464 390 474Q400 482 414 476",
      fill: "none",
      stroke: C.skinShade,
      "stroke-width": 5,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    el("path", { d: "M366 508Q384 496 400 503Q416 496 434 508Q400 534 366 508Z", fill: C.lips }),
    el("path", {
      d: "M368 508Q400 514 432 508",
      fill: "none",
      stroke: "#7d2c38",
      "stroke-width": 2.5,
      "stroke-linecap": "round",
    }),
    glasses,
    el("path", { d: smoothClosedPath(HAIR_FRONT), fill: C.hair }),
    el("path", {
      d: "M236 330Q214 450 236 560Q250 660 214 780M564 330Q590 450 566 560Q548 660 590 790M340 236Q420 214 500 236",
      fill: "none",
      stroke: C.hairLight,
      "stroke-width": 6,
      "stroke-linecap": "round",
    }),
    circle(282, 478, 9, C.gold),
    el("path", { d: "M282 490l12 22h-24Z", fill: C.gold }),
    circle(518, 478, 9, C.gold),
    el("path", { d: "M518 490l12 22h-24Z", fill: C.gold }),
  );
}
