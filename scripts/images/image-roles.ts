/**
 * What each kind of source image becomes. Widths follow where the image is drawn:
 * thumbnails fill a card (at most ~400 CSS px, so 400 and 800 for 1x/2x screens), body
 * images span the article (up to 56rem), the portrait sits in a ~320 px column, and
 * share cards become the single 1200x630 JPEG that Open Graph expects.
 */
export type Role = "thumbnail" | "body" | "portrait" | "share" | "other";

export type EncodeSettings = {
  widths: readonly number[];
  avif: { quality: number; effort: number; chromaSubsampling: "4:4:4" | "4:2:0" };
  webp: { quality: number; effort: number };
  jpeg: { quality: number; width: number; height: number } | undefined;
};

// Effort 2 encodes far faster than the default 4 for the same size on flat artwork;
// full chroma keeps thin coloured lines from bleeding.
const AVIF = { quality: 52, effort: 2, chromaSubsampling: "4:4:4" } as const;
const WEBP = { quality: 80, effort: 4 } as const;

const ROLE_WIDTHS: Record<Exclude<Role, "share">, readonly number[]> = {
  thumbnail: [400, 800],
  body: [640, 1280],
  portrait: [320, 640],
  other: [640, 1280],
};

export function roleOf(relativePath: string): Role {
  const name =
    relativePath
      .split("/")
      .at(-1)
      ?.replace(/\.[^.]+$/, "") ?? "";
  if (name === "share") return "share";
  if (name === "thumbnail") return "thumbnail";
  if (name === "portrait") return "portrait";
  if (/^body-\d+$/.test(name)) return "body";
  return "other";
}

export function settingsFor(role: Role): EncodeSettings {
  if (role === "share") {
    return { widths: [], avif: AVIF, webp: WEBP, jpeg: { quality: 82, width: 1200, height: 630 } };
  }
  return { widths: ROLE_WIDTHS[role], avif: AVIF, webp: WEBP, jpeg: undefined };
}

/** The widths actually produced: never wider than the source, and at least one. */
export function outputWidths(wanted: readonly number[], sourceWidth: number): number[] {
  const fitting = wanted.filter((width) => width <= sourceWidth);
  return fitting.length > 0 ? fitting : [Math.min(sourceWidth, wanted[0] ?? sourceWidth)];
}
