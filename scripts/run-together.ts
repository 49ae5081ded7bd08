/**
 * Runs npm scripts at the same time and reports each one whole once all have ended, the failed ones
 * last: `tsx scripts/run-together.ts lint typecheck`. Exits non-zero when any of them failed.
 * `typecheck+knip` runs knip once typecheck has ended, beside the other scripts: knip reads the
 * route types that typecheck's `react-router typegen` writes, and a fresh clone has none.
 *
 * The quick checks are mostly single-threaded (Prettier, ESLint, tsc), so side by side they share
 * the machine's cores instead of waiting on each other. Output is held back per script so that
 * their lines do not interleave.
 */
import { spawn } from "node:child_process";

import { failuresLast, type Outcome, parseChains, runChains } from "./run-together/chains";

function run(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // The scripts write to a pipe here: ask for colours only when our own output is a terminal.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env;
    const child = spawn("npm", ["run", "--silent", script], { env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) =>
      resolve({
        script,
        code: code ?? 1,
        output,
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

const chains = parseChains(process.argv.slice(2));
if (chains.length === 0 || chains.some((chain) => chain.length === 0)) {
  console.error("usage: tsx scripts/run-together.ts <npm script>[+<npm script>...] ...");
  process.exit(2);
}

const outcomes = await runChains(chains, run);
for (const { script, code, output, seconds } of failuresLast(outcomes)) {
  const verdict = code === 0 ? "passed" : `FAILED (exit ${code})`;
  console.log(`\n── ${script}: ${verdict} in ${seconds.toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
}
const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
console.log(failed.length === 0 ? "\nall passed" : `\nfailed: ${failed.join(", ")}`);
process.exit(failed.length === 0 ? 0 : 1);
