import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { openOutbox } from "#server/outbox/outbox.ts";
import { sqliteDriverName } from "#server/sqlite.ts";

// Run by sqlite.test.ts in a process of its own, with --expose-gc: opens and closes the outbox many
// times (each open prepares some twenty statements), collecting garbage between rounds, then exits.
// better-sqlite3 12 on Node 24 aborted such a process when it finalised a collected statement.

const ROUNDS = 200;
const collect: unknown = Reflect.get(globalThis, "gc");
if (typeof collect !== "function") throw new Error("run with node --expose-gc");

const dataDir = mkdtempSync(path.join(tmpdir(), "statement-churn-"));
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    const outbox = openOutbox({ dataDir });
    outbox.enqueue({ name: "Ada", email: "ada@example.com", reason: "general", message: "Hi" });
    outbox.list();
    outbox.close();
    if (round % 20 === 0) collect();
  }
  collect();
  console.log(`${sqliteDriverName()}: ${ROUNDS} rounds`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
