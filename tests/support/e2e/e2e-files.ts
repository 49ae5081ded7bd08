import path from "node:path";

import { portVariable, readEnvironment } from "#app/lib/settings/environment.ts";

// The end-to-end test server's port, and where it keeps its files during a run: per port, so that
// two runs side by side (E2E_PORT) keep apart. Read by playwright.config.ts, the server's start
// script, the specs and the engine walks (tests/engines/run.ts).

/** The production test server's port (E2E_PORT); the live preview's is beside it. */
export const { E2E_PORT: e2ePort } = readEnvironment(
  { E2E_PORT: portVariable.default(4173) },
  process.env,
);

/** The test server's DATA_DIR: the relay's outbox. */
export function e2eDataDir(forPort = String(e2ePort)): string {
  return path.resolve(`.cache/e2e/data-${forPort}`);
}

/** Where the test server's webhook receiver logs each body it receives, one JSON a line. */
export function webhookLogPath(forPort = String(e2ePort)): string {
  return path.resolve(`.cache/e2e/webhook-${forPort}.jsonl`);
}
