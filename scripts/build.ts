import { spawnSync } from "node:child_process";
import { rm } from "node:fs/promises";
import { relocateErrorPages } from "./build/relocate-error-pages";
import { precompress } from "./build/precompress";
import { optimizeImages } from "./images/optimize";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = `${buildDir}/client`;

async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`build: ${label} (${Math.round(performance.now() - started)} ms)`);
  return result;
}

await step("images", () => optimizeImages());
await rm(buildDir, { recursive: true, force: true });
await step("react-router build", async () => {
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`react-router build failed (${result.status})`);
});
await step("error pages", () => relocateErrorPages(clientDir));
await step("precompress", () => precompress(clientDir));
