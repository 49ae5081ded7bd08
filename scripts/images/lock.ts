/**
 * A lock file so that concurrent runs (two builds started at once) take turns: the second
 * waits, then finds everything cached, instead of encoding the same files in parallel.
 */
import { mkdir, open, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

async function holderIsGone(file: string): Promise<boolean> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return true;
  const pid = Number(text);
  if (pid > 0) return !isAlive(pid);
  // Created but not yet written: only stale if it has stayed empty for a while.
  const info = await stat(file).catch(() => undefined);
  return !info || Date.now() - info.mtimeMs > 10_000;
}

export async function withLock<T>(
  file: string,
  run: () => Promise<T>,
  timeoutMs = 60 * 60_000,
): Promise<T> {
  await mkdir(path.dirname(file), { recursive: true });
  const started = Date.now();
  let announced = false;
  for (;;) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
      if (await holderIsGone(file)) {
        await rm(file, { force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs)
        throw new Error(`Timed out waiting for ${file}; delete it if no other run is active.`);
      if (!announced) console.log(`images: another run holds ${file}, waiting for it to finish`);
      announced = true;
      await sleep(300);
    }
  }
  try {
    return await run();
  } finally {
    await rm(file, { force: true });
  }
}
