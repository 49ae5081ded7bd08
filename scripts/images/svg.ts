/**
 * String builders for SVG markup. Numbers are rounded to one decimal so files stay
 * small and the output does not depend on floating-point noise.
 */
type AttrValue = string | number | undefined | false;
export type Attrs = Record<string, AttrValue>;

export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function attrText(value: string | number): string {
  return typeof value === "number"
    ? num(value)
    : value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const attrList = Object.entries(attrs)
    .filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== false,
    )
    .map(([name, value]) => ` ${name}="${attrText(value)}"`)
    .join("");
  const inner = children.join("");
  return inner === "" ? `<${tag}${attrList}/>` : `<${tag}${attrList}>${inner}</${tag}>`;
}

export function svgDocument(width: number, height: number, body: string): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  return `${open}\n${body}\n</svg>\n`;
}

export type Point = readonly [number, number];

/** A closed path through the points, for shapes drawn as one compact `d` string. */
export function polyPath(list: readonly Point[]): string {
  return list.map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`).join("") + "Z";
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: Attrs = {},
): string {
  return el("rect", { x, y, width: w, height: h, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el("circle", { cx, cy, r, fill, ...extra });
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
): string {
  return el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, ...extra });
}

export function group(attrs: Attrs, ...children: string[]): string {
  return el("g", attrs, ...children);
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

export function linearGradient(
  id: string,
  stops: readonly Stop[],
  from: Point = [0, 0],
  to: Point = [0, 1],
): string {
  return el(
    "linearGradient",
    { id, x1: from[0], y1: from[1], x2: to[0], y2: to[1] },
    ...stops.map(([offset, color, opacity]) =>
      el("stop", { offset, "stop-color": color, "stop-opacity": opacity }),
    ),
  );
}

/** A soft glow for neon strokes; librsvg and browsers both support feGaussianBlur. */
export function glowFilter(id: string, blur: number): string {
  return el(
    "filter",
    { id, x: "-20%", y: "-20%", width: "140%", height: "140%" },
    el("feGaussianBlur", { stdDeviation: blur, result: "b" }),
    el("feMerge", {}, el("feMergeNode", { in: "b" }), el("feMergeNode", { in: "SourceGraphic" })),
  );
}
