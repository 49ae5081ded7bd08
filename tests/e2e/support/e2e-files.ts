import path from "node:path";

// Where the test server keeps its files during a run: per port, so that two runs side by side
// (E2E_PORT) keep apart. Read by playwright.config.ts, the server's start script, the specs and
// the engine walks (tests/engines/run.ts).

function port(): string {
  return process.env.E2E_PORT ?? "4173";
}

/** The test server's DATA_DIR: the relay's outbox. */
export function e2eDataDir(forPort = port()): string {
  return path.resolve(`.cache/e2e/data-${forPort}`);
}

/** Where the test server's webhook receiver logs each body it receives, one JSON a line. */
export function webhookLogPath(forPort = port()): string {
  return path.resolve(`.cache/e2e/webhook-${forPort}.jsonl`);
}
