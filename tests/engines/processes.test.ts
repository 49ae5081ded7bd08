// @vitest-environment node
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { startProcess, stopProcess } from "./processes";

// A run of the walks ended early must end what it started (tests/engines/processes.ts). Here a run
// in miniature walks one lane: a process group with a grandchild (as WebKitWebDriver starts its
// browser), and when it ends, the next one, as a lane opens the next walk's browser when the last
// one is gone, also while the run is ending. It makes a folder, reports it, then writes to its
// output until it is ended. Everything it starts carries an environment variable of the test's.

const processes = fileURLToPath(new URL("./processes.ts", import.meta.url));
const miniatureRun = `
import { startProcess, stopEverythingWhenInterrupted, temporaryFolder } from ${JSON.stringify(processes)};
stopEverythingWhenInterrupted();
function walk() {
  const child = startProcess("sh", ["-c", "sleep 600 & sleep 600; true"], { stdio: "ignore" });
  child.once("exit", () => {
    try {
      walk();
    } catch {
      // Refused: the run is ending.
    }
  });
}
walk();
console.log(JSON.stringify({ folder: temporaryFolder("engines-processes-test-") }));
setInterval(() => process.stdout.write("."), 20);
`;
const StartedSchema = z.object({ folder: z.string() });

/** How long processes may take to appear or end before they count as hung (a test allows 20 s). */
const hang = { timeout: 10_000, interval: 20 };

/** The live processes (zombies aside) whose environment holds `mark`. */
function marked(mark: string): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
        const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
        return state !== "Z" && environment.includes(mark);
      } catch {
        return false; // Ended while it was read.
      }
    })
    .map(Number);
}

let run: { child: ChildProcess; mark: string; folder?: string } | undefined;

async function startRun() {
  const value = randomUUID();
  const mark = `ENGINES_PROCESSES_TEST=${value}`;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", miniatureRun],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ENGINES_PROCESSES_TEST: value },
    },
  );
  run = { child, mark };
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const line = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const end = output.indexOf("\n");
      if (end >= 0) resolve(output.slice(0, end));
    });
    child.once("exit", (code) => reject(new Error(`The run exited (${code}) before it started`)));
  });
  const { folder } = StartedSchema.parse(JSON.parse(line));
  run.folder = folder;
  // The run itself, the shell and the sleep the shell started in the background.
  await vi.waitFor(() => expect(marked(mark).length).toBeGreaterThanOrEqual(3), hang);
  return { child, mark, folder, exited };
}

afterEach(() => {
  if (!run) return;
  run.child.kill("SIGKILL");
  for (const pid of marked(run.mark)) process.kill(pid, "SIGKILL");
  if (run.folder) rmSync(run.folder, { recursive: true, force: true });
  run = undefined;
});

describe("a run of the walks ended early", () => {
  it.each([
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const)(
    "by %s ends its processes, starts no more, removes its folders and exits with %i",
    async (signal, status) => {
      const { child, mark, folder, exited } = await startRun();
      child.kill(signal);
      expect(await exited).toBe(status);
      await vi.waitFor(() => expect(marked(mark)).toEqual([]), hang);
      expect(existsSync(folder)).toBe(false);
    },
  );

  it("when nobody reads its output any more (`| head`), does the same and exits with 1", async () => {
    const { child, mark, folder, exited } = await startRun();
    child.stdout?.destroy();
    expect(await exited).toBe(1);
    await vi.waitFor(() => expect(marked(mark)).toEqual([]), hang);
    expect(existsSync(folder)).toBe(false);
  });
});

describe("stopping a process", () => {
  it("that could not be started (no such command) returns at once", async () => {
    const child = startProcess("/nonexistent/engines-test-command", [], { stdio: "ignore" });
    const failed = new Promise((resolve) => child.once("error", resolve));
    // Before its error is even reported: nothing to end, and no exit will ever come.
    await stopProcess(child);
    expect(await failed).toMatchObject({ code: "ENOENT" });
  });
});
