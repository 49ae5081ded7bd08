import path from "node:path";

import { portVariable, readEnvironment, wholeNumberVariable } from "~/lib/environment";

// The end-to-end run's settings, and where its test server keeps its files during a run: per port,
// so that two runs side by side (E2E_PORT) keep apart. Read by playwright.config.ts, the server's
// start script, the specs and the engine walks (tests/engines/run.ts).

const settings = readEnvironment(
  { E2E_PORT: portVariable.default(4173), E2E_WORKERS: wholeNumberVariable(1).default(2) },
  process.env,
);

/** The production test server's port (E2E_PORT); the live preview's is beside it. */
export const e2ePort = settings.E2E_PORT;

/** How many Playwright workers (E2E_WORKERS). */
export const e2eWorkers = settings.E2E_WORKERS;

/** The test server's DATA_DIR: the relay's outbox. */
export function e2eDataDir(forPort = String(e2ePort)): string {
  return path.resolve(`.cache/e2e/data-${forPort}`);
}

/** Where the test server's webhook receiver logs each body it receives, one JSON a line. */
export function webhookLogPath(forPort = String(e2ePort)): string {
  return path.resolve(`.cache/e2e/webhook-${forPort}.jsonl`);
}
