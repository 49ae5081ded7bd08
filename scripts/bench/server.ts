import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Starts the production server on a loopback port for a benchmark, building first if needed. */
export async function startProductionServer(port: number): Promise<{ url: string; stop(): void }> {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!existsSync(`${buildDir}/client/index.html`)) {
    console.log("bench: no build found, running npm run build");
    const build = spawn("npm", ["run", "build"], { stdio: "inherit" });
    const code = await new Promise<number | null>((resolve) => build.on("exit", resolve));
    if (code !== 0) throw new Error("build failed");
  }
  mkdirSync(".cache/bench", { recursive: true });
  const log = openSync(`.cache/bench/server-${port}.log`, "w");
  const child: ChildProcess = spawn("npx", ["tsx", "server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "bench-data-")),
    },
    // Its log is kept: a server that stops mid-run should say why.
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => child.kill("SIGTERM") };
}
