import { existsSync } from "node:fs";

const debianChromium = "/usr/bin/chromium";
const debianHeadlessShell = "/usr/bin/chromium-headless-shell";

/**
 * The browser the benchmarks measure: Debian's Chromium where installed (this project's machines),
 * the full browser a visitor runs, else the tool's own.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined);

/**
 * The browser the end-to-end suite drives: Chromium's headless shell where installed, the same
 * engine without the full browser's user interface. Each of the suite's page visits (a fresh
 * context, a load, hydration) costs much less time and CPU in it than in the full browser
 * (docs/performance.md); Playwright itself runs headless tests there.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync(debianHeadlessShell) ? debianHeadlessShell : chromiumPath);

/** Headless flags for a machine without network beyond the package registries. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
