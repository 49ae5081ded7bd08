// @vitest-environment node
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";

// A run of the walks ended early must end what it started (tests/engines/processes.ts): here a run
// in miniature starts a process group with a grandchild, as WebKitWebDriver starts its browser,
// makes a folder, reports both, then writes to its output until it is ended.

const processes = fileURLToPath(new URL("./processes.ts", import.meta.url));
const miniatureRun = `
import { startProcess, stopEverythingWhenInterrupted, temporaryFolder } from ${JSON.stringify(processes)};
stopEverythingWhenInterrupted();
const child = startProcess("sh", ["-c", "sleep 600 & sleep 600; true"], { stdio: "ignore" });
const folder = temporaryFolder("engines-processes-test-");
console.log(JSON.stringify({ group: child.pid, folder }));
setInterval(() => process.stdout.write("."), 20);
`;
const StartedSchema = z.object({ group: z.number(), folder: z.string() });
type Started = z.infer<typeof StartedSchema>;

/** How long a process may take to end or appear before it counts as hung (the test allows 20 s). */
const hangMs = 10_000;

/** The live processes (not yet ended, zombies aside) whose process group is `group`. */
function groupMembers(group: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      } catch {
        return false; // Ended while the folder was read.
      }
      // After the command's closing parenthesis: state, parent, process group.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return state !== "Z" && Number(pgrp) === group;
    })
    .map(Number);
}

async function eventually(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + hangMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let run: { child: ChildProcess; started: Started } | undefined;

async function startRun(): Promise<{
  child: ChildProcess;
  started: Started;
  exited: Promise<number | null>;
}> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", miniatureRun],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
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
  const started = StartedSchema.parse(JSON.parse(line));
  run = { child, started };
  // The shell and the sleep it started in the background.
  await eventually("the group's two processes", () => groupMembers(started.group).length >= 2);
  return { child, started, exited };
}

afterEach(() => {
  if (!run) return;
  for (const pid of groupMembers(run.started.group)) process.kill(pid, "SIGKILL");
  run.child.kill("SIGKILL");
  rmSync(run.started.folder, { recursive: true, force: true });
  run = undefined;
});

describe("a run of the walks ended early", () => {
  it.each([
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const)(
    "by %s ends its processes and removes its folders, then exits with %i",
    async (signal, status) => {
      const { child, started, exited } = await startRun();
      child.kill(signal);
      expect(await exited).toBe(status);
      await eventually("the group's end", () => groupMembers(started.group).length === 0);
      expect(existsSync(started.folder)).toBe(false);
    },
  );

  it("when nobody reads its output any more (`| head`), does the same and exits with 1", async () => {
    const { child, started, exited } = await startRun();
    child.stdout?.destroy();
    expect(await exited).toBe(1);
    await eventually("the group's end", () => groupMembers(started.group).length === 0);
    expect(existsSync(started.folder)).toBe(false);
  });
});
