import { appendFileSync, rmSync } from "node:fs";

import { startWebhookReceiver } from "#tests/support/server/webhook-receiver.ts";

import { e2eDataDir, webhookLogPath } from "./e2e-files";

// Each end-to-end run starts from an empty outbox, then runs the real production server (the build's
// bundle, started as `npm run serve` starts it), which delivers to a webhook receiver on this
// machine; every body it receives is logged to a file the specs read (support/webhook-log.ts).
const port = process.env.PORT ?? "4173";
rmSync(process.env.DATA_DIR ?? e2eDataDir(port), { recursive: true, force: true });
rmSync(webhookLogPath(port), { force: true });
const receiver = await startWebhookReceiver({ record: false });
receiver.respondWith((request) => {
  appendFileSync(webhookLogPath(port), `${request.body}\n`);
  return { status: 200 };
});
process.env.CONTACT_WEBHOOK_URL = receiver.url;
await import("#scripts/serve.ts");
