import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * A fingerprint of the content folder: every file's path, size and modification time. Reading it
 * costs a stat call per file, so the preview can afford it on every page
 * request and every second; it changes with any save, whether or not a file watcher noticed.
 */
export function contentRevision(dir: string): string {
  const hash = createHash("sha1");
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      // A folder removed while being read: the next reading sees the new state.
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      try {
        const { size, mtimeMs } = statSync(path);
        hash.update(`${relative(dir, path)}\0${size}\0${mtimeMs}\n`);
      } catch {
        hash.update(`${relative(dir, path)}\0gone\n`);
      }
    }
  };
  walk(dir);
  return hash.digest("hex").slice(0, 16);
}
