/**
 * Shapes several projects share (phones, chat bubbles, text placeholders, cubes,
 * people), so the series keeps one drawing language: flat fills, round corners.
 */
import type { Rng } from "../prng";
import type { Attrs } from "../svg";
import { circle, el, group, num, polyPath, rect } from "../svg";

export function phone(
  x: number,
  y: number,
  w: number,
  h: number,
  body: string,
  screen: string,
  content = "",
): string {
  const r = w * 0.14;
  const pad = w * 0.05;
  return group(
    {},
    rect(x, y, w, h, body, { rx: r }),
    rect(x + pad, y + pad, w - pad * 2, h - pad * 2, screen, { rx: r * 0.7 }),
    rect(x + w * 0.36, y + pad + 8, w * 0.28, 10, body, { rx: 5 }),
    content,
  );
}

/** A rounded chat bubble whose tail points to the sender's side. */
export function bubble(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  side: "left" | "right",
  extra: Attrs = {},
): string {
  const r = Math.min(18, h / 2);
  const tailX = side === "left" ? x : x + w;
  const dir = side === "left" ? -1 : 1;
  const tail = `M${num(tailX - dir * r)} ${num(y + h - 14)}L${num(tailX + dir * 12)} ${num(y + h + 6)}L${num(tailX - dir * (r + 16))} ${num(y + h)}Z`;
  return group(
    {},
    rect(x, y, w, h, fill, { rx: r, ...extra }),
    el("path", { d: tail, fill, ...extra }),
  );
}

/** Placeholder "text": rounded bars of varied length, the way wireframes suggest copy. */
export function textLines(
  x: number,
  y: number,
  w: number,
  count: number,
  gap: number,
  thickness: number,
  fill: string,
  rng: Rng,
  extra: Attrs = {},
): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const len = i === count - 1 && count > 1 ? w * rng.range(0.3, 0.6) : w * rng.range(0.7, 1);
    const ly = y + i * gap;
    d += `M${num(x + thickness / 2)} ${num(ly)}h${num(Math.max(0, len - thickness))}`;
  }
  return el("path", {
    d,
    stroke: fill,
    "stroke-width": thickness,
    "stroke-linecap": "round",
    fill: "none",
    ...extra,
  });
}

/** An isometric cube centred on its top vertex column; faces: top, left, right. */
export function isoCube(
  cx: number,
  cy: number,
  size: number,
  faces: readonly [string, string, string],
  extra: Attrs = {},
): string {
  const dx = size * 0.866;
  const dy = size * 0.5;
  const top = polyPath([
    [cx, cy - size],
    [cx + dx, cy - dy],
    [cx, cy],
    [cx - dx, cy - dy],
  ]);
  const left = polyPath([
    [cx - dx, cy - dy],
    [cx, cy],
    [cx, cy + size],
    [cx - dx, cy + dy],
  ]);
  const right = polyPath([
    [cx + dx, cy - dy],
    [cx, cy],
    [cx, cy + size],
    [cx + dx, cy + dy],
  ]);
  return group(
    extra,
    el("path", { d: top, fill: faces[0] }),
    el("path", { d: left, fill: faces[1] }),
    el("path", { d: right, fill: faces[2] }),
  );
}

/** A simple head-and-shoulders figure: reads as "a person" at any size. */
export function person(
  cx: number,
  cy: number,
  size: number,
  skin: string,
  clothes: string,
  hair?: string,
): string {
  const head = size * 0.24;
  const shoulders = `M${num(cx - size * 0.5)} ${num(cy + size * 0.62)}C${num(cx - size * 0.5)} ${num(cy + size * 0.12)} ${num(cx + size * 0.5)} ${num(cy + size * 0.12)} ${num(cx + size * 0.5)} ${num(cy + size * 0.62)}Z`;
  const hairShape = hair
    ? el("path", {
        d: `M${num(cx - head * 1.08)} ${num(cy - size * 0.18)}a${num(head * 1.08)} ${num(head * 1.1)} 0 0 1 ${num(head * 2.16)} 0Z`,
        fill: hair,
      })
    : "";
  return group(
    {},
    el("path", { d: shoulders, fill: clothes }),
    circle(cx, cy - size * 0.14, head, skin),
    hairShape,
  );
}

/** A four-pointed sparkle, used for "new", "minted" and highlights. */
export function sparkle(cx: number, cy: number, r: number, fill: string): string {
  const k = r * 0.22;
  const d = `M${num(cx)} ${num(cy - r)}Q${num(cx + k)} ${num(cy - k)} ${num(cx + r)} ${num(cy)}Q${num(cx + k)} ${num(cy + k)} ${num(cx)} ${num(cy + r)}Q${num(cx - k)} ${num(cy + k)} ${num(cx - r)} ${num(cy)}Q${num(cx - k)} ${num(cy - k)} ${num(cx)} ${num(cy - r)}Z`;
  return el("path", { d, fill });
}

/** A check mark stroke inside a circle badge. */
export function checkBadge(cx: number, cy: number, r: number, fill: string, mark: string): string {
  const d = `M${num(cx - r * 0.45)} ${num(cy + r * 0.02)}L${num(cx - r * 0.12)} ${num(cy + r * 0.34)}L${num(cx + r * 0.48)} ${num(cy - r * 0.3)}`;
  return group(
    {},
    circle(cx, cy, r, fill),
    el("path", {
      d,
      fill: "none",
      stroke: mark,
      "stroke-width": r * 0.22,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
}

/** A window with a title bar, for screens, dashboards and browsers. */
export function windowFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  surface: string,
  dots: readonly string[] = [],
): string {
  const bar = Math.min(44, h * 0.12);
  return group(
    {},
    rect(x, y, w, h, frame, { rx: 16 }),
    rect(x + 6, y + bar, w - 12, h - bar - 6, surface, { rx: 11 }),
    ...dots.map((color, i) => circle(x + 24 + i * 22, y + bar / 2, 7, color)),
  );
}

/** A hexagon, the usual visual shorthand for a token. */
export function hexagon(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Attrs = {},
): string {
  const pts = Array.from({ length: 6 }, (_, i): [number, number] => {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
  return el("path", { d: polyPath(pts), fill, ...extra });
}

/** A question mark drawn as a stroke and a dot, so no font is needed. */
export function questionMark(
  cx: number,
  cy: number,
  size: number,
  color: string,
  width = size * 0.14,
): string {
  const r = size * 0.28;
  const d = `M${num(cx - r)} ${num(cy - size * 0.22)}A${num(r)} ${num(r)} 0 1 1 ${num(cx + r * 0.35)} ${num(cy + size * 0.02)}Q${num(cx)} ${num(cy + size * 0.1)} ${num(cx)} ${num(cy + size * 0.2)}`;
  return group(
    {},
    el("path", {
      d,
      fill: "none",
      stroke: color,
      "stroke-width": width,
      "stroke-linecap": "round",
    }),
    circle(cx, cy + size * 0.4, width * 0.62, color),
  );
}

/** A sheet of paper with a folded corner and placeholder lines. */
export function documentSheet(
  x: number,
  y: number,
  w: number,
  h: number,
  paper: string,
  ink: string,
  rng: Rng,
  lines = 6,
): string {
  const fold = w * 0.22;
  const sheet = `M${num(x)} ${num(y)}h${num(w - fold)}l${num(fold)} ${num(fold)}v${num(h - fold)}h${num(-w)}Z`;
  const corner = `M${num(x + w - fold)} ${num(y)}v${num(fold)}h${num(fold)}Z`;
  return group(
    {},
    el("path", { d: sheet, fill: paper }),
    el("path", { d: corner, fill: ink, opacity: 0.15 }),
    textLines(
      x + w * 0.14,
      y + h * 0.3,
      w * 0.72,
      lines,
      (h * 0.6) / lines,
      Math.max(3, h * 0.035),
      ink,
      rng,
      { opacity: 0.45 },
    ),
  );
}

/** A coffee cup on a saucer, seen from the side. */
export function coffeeCup(
  cx: number,
  cy: number,
  s: number,
  cup: string,
  saucer: string,
  steam?: string,
): string {
  const body = `M${num(cx - s * 0.32)} ${num(cy - s * 0.2)}h${num(s * 0.64)}v${num(s * 0.1)}a${num(s * 0.32)} ${num(s * 0.3)} 0 0 1 ${num(-s * 0.64)} 0Z`;
  const handle = `M${num(cx + s * 0.3)} ${num(cy - s * 0.12)}a${num(s * 0.12)} ${num(s * 0.11)} 0 1 1 ${num(-s * 0.02)} ${num(s * 0.2)}`;
  const vapour = steam
    ? el("path", {
        d: [-0.12, 0.06]
          .map(
            (dx) =>
              `M${num(cx + dx * s)} ${num(cy - s * 0.3)}q${num(s * 0.08)} ${num(-s * 0.1)} 0 ${num(-s * 0.2)}q${num(-s * 0.08)} ${num(-s * 0.1)} 0 ${num(-s * 0.2)}`,
          )
          .join(""),
        fill: "none",
        stroke: steam,
        "stroke-width": Math.max(2, s * 0.04),
        "stroke-linecap": "round",
      })
    : "";
  return group(
    {},
    vapour,
    el("path", { d: handle, fill: "none", stroke: cup, "stroke-width": s * 0.07 }),
    el("path", { d: body, fill: cup }),
    el("ellipse", { cx, cy: cy + s * 0.22, rx: s * 0.46, ry: s * 0.07, fill: saucer }),
  );
}

/** A magnifying glass: ring, glare and handle. The lens area is left for callers to fill. */
export function magnifier(
  cx: number,
  cy: number,
  r: number,
  frame: string,
  handleAngle = Math.PI / 4,
): string {
  const hx = cx + Math.cos(handleAngle) * r;
  const hy = cy + Math.sin(handleAngle) * r;
  return group(
    {},
    el("path", {
      d: `M${num(hx)} ${num(hy)}l${num(Math.cos(handleAngle) * r * 0.9)} ${num(Math.sin(handleAngle) * r * 0.9)}`,
      stroke: frame,
      "stroke-width": r * 0.2,
      "stroke-linecap": "round",
    }),
    circle(cx, cy, r, "none", { stroke: frame, "stroke-width": r * 0.12 }),
    el("path", {
      d: `M${num(cx - r * 0.6)} ${num(cy - r * 0.2)}a${num(r * 0.62)} ${num(r * 0.62)} 0 0 1 ${num(r * 0.42)} ${num(-r * 0.42)}`,
      fill: "none",
      stroke: "#ffffff",
      "stroke-width": r * 0.07,
      "stroke-linecap": "round",
      opacity: 0.7,
    }),
  );
}

/** A scroll of parchment: the usual shorthand for a contract. */
export function scroll(
  x: number,
  y: number,
  w: number,
  h: number,
  paper: string,
  ink: string,
  rng: Rng,
): string {
  const roll = h * 0.12;
  return group(
    {},
    rect(x, y + roll / 2, w, h - roll, paper),
    rect(x - roll * 0.4, y, w + roll * 0.8, roll, ink, { rx: roll / 2, opacity: 0.85 }),
    rect(x - roll * 0.4, y + h - roll, w + roll * 0.8, roll, ink, { rx: roll / 2, opacity: 0.85 }),
    textLines(x + w * 0.15, y + h * 0.28, w * 0.7, 4, h * 0.13, Math.max(3, h * 0.04), ink, rng, {
      opacity: 0.5,
    }),
  );
}

/** A cloud outline built from overlapping circles (storage, "the network"). */
export function cloud(cx: number, cy: number, s: number, fill: string, extra: Attrs = {}): string {
  const d = `M${num(cx - s * 0.5)} ${num(cy + s * 0.2)}a${num(s * 0.2)} ${num(s * 0.2)} 0 0 1 ${num(s * 0.05)} ${num(-s * 0.38)}a${num(s * 0.26)} ${num(s * 0.26)} 0 0 1 ${num(s * 0.45)} ${num(-s * 0.12)}a${num(s * 0.22)} ${num(s * 0.22)} 0 0 1 ${num(s * 0.4)} ${num(s * 0.18)}a${num(s * 0.17)} ${num(s * 0.17)} 0 0 1 ${num(0)} ${num(s * 0.32)}Z`;
  return el("path", { d, fill, ...extra });
}
