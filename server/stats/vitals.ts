import { z } from "zod";

import { errorPages, languagePrefix, languages } from "#app/lib/paths.ts";

// Field speed (off unless the owner builds with VITE_FIELD_SPEED=on): each visit's LCP, INP and CLS,
// sent by app/lib/field-speed.ts, kept as a histogram per day, page template and browser engine,
// from which the report reads the 75th percentile. Buckets grow by 5 %, so a p75 is within 5 %.

export const metrics = ["LCP", "INP", "CLS"] as const;
export type Metric = (typeof metrics)[number];
export const templates = ["home", "project", "cv", "contact", "404"] as const;
export type Template = (typeof templates)[number];
export type Engine = "chromium" | "firefox" | "webkit" | "other";

/** What the page sends: its path and the figures it has (ms, CLS unitless); small and bounded. */
export const VitalsBeaconSchema = z.strictObject({
  path: z.string().startsWith("/").max(300),
  LCP: z.number().min(0).max(120_000).optional(),
  INP: z.number().min(0).max(60_000).optional(),
  CLS: z.number().min(0).max(100).optional(),
});

/** The largest beacon the endpoint reads. */
export const MAX_BEACON_BYTES = 512;

/** The rendering engine, from the user agent when the beacon arrives (the user agent is not kept). */
export function engineOf(userAgent: string): Engine {
  // Every browser on iOS and iPadOS is WebKit, whatever it calls itself.
  if (/iPhone|iPad|iPod/.test(userAgent)) return "webkit";
  if (/Firefox\//.test(userAgent)) return "firefox";
  if (/Chrom(e|ium)\/|Edg\//.test(userAgent)) return "chromium";
  if (/AppleWebKit\//.test(userAgent)) return "webkit";
  return "other";
}

const prefixes = languages.map((lang) => languagePrefix[lang]);

/** The page template of a path; `isPage` says whether the build has a page there (else 404). */
export function templateOf(path: string, isPage: (path: string) => boolean): Template {
  const prefix = prefixes.find((p) => p !== "" && (path === p || path.startsWith(`${p}/`))) ?? "";
  const rest = path.slice(prefix.length) || "/";
  if (!isPage(path) || errorPages.some((page) => page.placeholderPath === path)) return "404";
  if (rest === "/") return "home";
  if (rest.startsWith("/project/")) return "project";
  if (rest === "/cv") return "cv";
  if (rest === "/contact") return "contact";
  return "404";
}

/** A figure as stored: whole milliseconds, or thousandths of CLS. */
function units(metric: Metric, value: number): number {
  return Math.round(metric === "CLS" ? value * 1000 : value);
}

/** The histogram bucket of a figure: its upper bound, in stored units (exact up to 20). */
export function bucketOf(metric: Metric, value: number): number {
  const stored = units(metric, value);
  if (stored <= 20) return stored;
  const step = Math.ceil(Math.log(stored / 20) / Math.log(1.05));
  return Math.round(20 * 1.05 ** step);
}

/** The 75th percentile of a histogram, in the metric's own unit (ms, or CLS). */
export function p75(metric: Metric, buckets: readonly { bucket: number; samples: number }[]) {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, { samples }) => sum + samples, 0);
  if (total === 0) return undefined;
  let seen = 0;
  for (const { bucket, samples } of sorted) {
    seen += samples;
    if (seen >= total * 0.75) return metric === "CLS" ? bucket / 1000 : bucket;
  }
  return undefined;
}
