import { existsSync, readFileSync } from "node:fs";

import { z } from "zod";

import { webhookLogPath } from "./e2e-files";

const DeliveredSchema = z.object({
  name: z.string(),
  email: z.string(),
  reason: z.string(),
  message: z.string(),
});

/** The messages the owner's webhook has received so far in this run. */
export function deliveredMessages(): z.infer<typeof DeliveredSchema>[] {
  const file = webhookLogPath();
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => DeliveredSchema.parse(JSON.parse(line)));
}
