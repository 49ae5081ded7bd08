import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { buildSettings, serverEntryIn } from "#app/lib/settings/build-settings.server.ts";

/** Starts the production server on a loopback port for a benchmark, building first if needed. */
export async function startProductionServer(
  port: number,
): Promise<{ url: string; stop(): void; alive(): Promise<boolean> }> {
  const { buildDir, clientDir } = buildSettings();
  const serverEntry = serverEntryIn(buildDir);
  if (!existsSync(join(clientDir, "index.html")) || !existsSync(serverEntry)) {
    console.log("bench: no build found, running npm run build");
    const build = spawn("npm", ["run", "build"], { stdio: "inherit" });
    const code = await new Promise<number | null>((resolve) => build.on("exit", resolve));
    if (code !== 0) throw new Error("build failed");
  }
  mkdirSync(".cache/bench", { recursive: true });
  const log = openSync(`.cache/bench/server-${port}.log`, "w");
  const url = `http://127.0.0.1:${port}`;
  // A server left on the port (another run's) would answer the health check below in our place.
  if (await answers(`${url}/healthz`)) throw new Error(`port ${port} is already in use`);
  // Node itself with the built server, as `npm run serve` runs it, not through npm: stop() must end
  // the server, not only a wrapper around it.
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "bench-data-")),
    },
    // Its log is kept: a server that stops mid-run should say why.
    stdio: ["ignore", log, log],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    if (await answers(`${url}/healthz`)) break;
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () => child.kill("SIGTERM"),
    alive: async () =>
      child.exitCode === null && child.signalCode === null && (await answers(`${url}/healthz`)),
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // not listening
  }
}
