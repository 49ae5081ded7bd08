import { rmSync } from "node:fs";

// Each end-to-end run starts from an empty outbox, then runs the real production server.
rmSync(process.env.DATA_DIR ?? ".cache/e2e/data", { recursive: true, force: true });
await import("../../../server/index");
