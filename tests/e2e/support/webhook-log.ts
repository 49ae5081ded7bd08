import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

const DeliveredSchema = z.object({
  name: z.string(),
  email: z.string(),
  reason: z.string(),
  message: z.string(),
});

/** Where the test server's webhook receiver logs each body it receives, one JSON a line. */
export function webhookLogPath(port = process.env.E2E_PORT ?? "4173"): string {
  return path.resolve(`.cache/e2e/webhook-${port}.jsonl`);
}

/** The messages the owner's webhook has received so far in this run. */
export function deliveredMessages(): z.infer<typeof DeliveredSchema>[] {
  const file = webhookLogPath();
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => DeliveredSchema.parse(JSON.parse(line)));
}
