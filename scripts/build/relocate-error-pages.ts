import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";

import { notFoundPath, notFoundProjectId } from "~/content/error-pages";

/**
 * React Router prerenders the error pages at placeholder paths; move them to the names servers and
 * static hosts look for (404.html, es/404.html, and project/404.html for an unknown project id), so the
 * placeholder URLs themselves do not exist.
 */
export async function relocateErrorPages(clientDir: string): Promise<void> {
  for (const prefix of ["", "es/"]) {
    await move(
      join(clientDir, `${prefix}${notFoundPath.slice(1)}/index.html`),
      join(clientDir, `${prefix}404.html`),
    );
    await move(
      join(clientDir, `${prefix}project/${notFoundProjectId}/index.html`),
      join(clientDir, `${prefix}project/404.html`),
    );
    await rm(join(clientDir, `${prefix}${notFoundPath.slice(1)}`), {
      recursive: true,
      force: true,
    });
    await rm(join(clientDir, `${prefix}${notFoundPath.slice(1)}.data`), { force: true });
    await rm(join(clientDir, `${prefix}project/${notFoundProjectId}`), {
      recursive: true,
      force: true,
    });
    await rm(join(clientDir, `${prefix}project/${notFoundProjectId}.data`), { force: true });
  }
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
}

async function move(from: string, to: string) {
  if (!existsSync(from)) throw new Error(`Expected prerendered error page at ${from}`);
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to);
}
