import { existsSync } from "node:fs";

/** Debian's Chromium where installed (this project's machines), else the tool's own browser. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

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
