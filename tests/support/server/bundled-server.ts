import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { bundleServer } from "#scripts/build/server-bundle.ts";

const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** A server entry bundled as the build bundles the server (ADR 17), for tests that start it. */
export type BundledServer = {
  /** The bundled module: run it with `node <file>`. */
  file: string;
  /** Removes the bundle. */
  remove(): void;
};

/**
 * Bundles an entry into a folder of its own, so that a test runs the relay as `npm run serve` does:
 * one module, started by Node alone (far cheaper a start than through tsx: docs/performance.md).
 */
export async function bundledServer(entry: string): Promise<BundledServer> {
  // Inside the project, so that the packages left out of the bundle resolve from its node_modules.
  const cache = path.join(projectRoot, ".cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, "server-bundle-"));
  const file = path.join(dir, "index.mjs");
  await bundleServer(entry, file);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
