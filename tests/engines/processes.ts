import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import { join } from "node:path";

// What a run starts (the server, the display, browsers and drivers) and the folders it makes for
// them, kept so that a run ended early still ends all of it: a browser or server left behind holds
// the next run's ports, and WebKitWebDriver ended alone leaves its browser running.

const running = new Set<ChildProcess>();
const folders = new Set<string>();
/** Set once the run is ending: a lane still walking must not start what nobody would end. */
let ending = false;

/**
 * Starts a process as the leader of a process group of its own, which `stopProcess` ends whole
 * (a driver's browser, a browser's content processes).
 */
export function startProcess(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): ChildProcess {
  if (ending) throw new Error(`Not starting ${command}: the run is ending`);
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

/** A new empty folder under the system's temporary one, removed by `stopEverything` if still there. */
export function temporaryFolder(prefix: string): string {
  if (ending) throw new Error(`Not making a folder ${prefix}: the run is ending`);
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.add(folder);
  return folder;
}

/** Ends a process started by `startProcess`, and its group, and waits until it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  // One that could not be started (no such command) has nothing to end, and no exit to wait for.
  const { pid } = child;
  if (pid === undefined) return;
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(null);
    else child.once("exit", resolve);
  });
  endGroup(pid);
  await exited;
}

function endGroup(leader: number) {
  try {
    process.kill(-leader, "SIGTERM");
  } catch (error) {
    // ESRCH: the whole group has already ended.
    if (!(error instanceof Error && "code" in error && error.code === "ESRCH")) throw error;
  }
}

/** Ends every process still running, starts no more, and removes every temporary folder. */
export async function stopEverything(): Promise<void> {
  ending = true;
  await Promise.all([...running].map(stopProcess));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders.clear();
}

const interruptions = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * A run interrupted (Ctrl-C, a signal) or left without a reader for its output (`| head`) ends what
 * it started before it exits: with the signal's status (128 + its number), or 1.
 */
export function stopEverythingWhenInterrupted(): void {
  let interrupted = false;
  const end = (status: number) => {
    if (interrupted) return;
    interrupted = true;
    void stopEverything().finally(() => process.exit(status));
  };
  for (const signal of interruptions) {
    process.on(signal, () => end(128 + constants.signals[signal]));
  }
  process.stdout.on("error", () => end(1));
}
