import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";

import { errorPages } from "#app/lib/paths.ts";

/**
 * React Router prerenders the error pages at placeholder paths; move them to the files servers and
 * static hosts look for (lib/paths.ts names both), so the placeholder URLs themselves do not exist.
 */
export async function relocateErrorPages(clientDir: string): Promise<void> {
  for (const page of errorPages) {
    const placeholder = join(clientDir, page.placeholderPath);
    await move(join(placeholder, "index.html"), join(clientDir, page.file));
    await rm(placeholder, { recursive: true, force: true });
    await rm(`${placeholder}.data`, { force: true });
  }
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
}

async function move(from: string, to: string) {
  if (!existsSync(from)) throw new Error(`Expected prerendered error page at ${from}`);
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to);
}
