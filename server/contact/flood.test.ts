// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { WebhookReceiver } from "#tests/support/server/webhook-receiver.ts";
import { startWebhookReceiver } from "#tests/support/server/webhook-receiver.ts";

import { createLogger } from "../logger";
import { parseSettings } from "../settings";
import { createContactRelay, type SqliteContactRelay } from "./relay";

// The flood guard inside the relay: past CONTACT_FLOOD_PER_HOUR, messages are answered 202 and held,
// the owner's webhook gets one notice, the log says so, and /healthz counts them.

let dataDir: string;
let lines: string[];
let webhook: WebhookReceiver;
let relay: SqliteContactRelay;

const visitor = {
  name: "Ada",
  email: "ada@example.com",
  reason: "general",
  message: "Hello",
  website: "",
  elapsedMs: 9000,
};

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "contact-flood-"));
  lines = [];
  webhook = await startWebhookReceiver();
  relay = createContactRelay({
    settings: parseSettings({
      DATA_DIR: dataDir,
      CONTACT_WEBHOOK_URL: webhook.url,
      CONTACT_FLOOD_PER_HOUR: "2",
      CONTACT_RATE_LIMIT: "1000",
      CONTACT_POLL_INTERVAL_MS: "50",
    }).contact,
    logger: createLogger((line) => lines.push(line)),
  });
});

afterEach(async () => {
  await relay.close();
  await webhook.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function events(name: string) {
  return lines
    .map((line): Record<string, unknown> => JSON.parse(line))
    .filter((entry) => entry.event === name);
}

describe("the flood guard", () => {
  it("answers 202, holds past the limit, and tells the owner once", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await relay.router.request("/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...visitor, name: `Visitor ${i}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    const delivered = await webhook.waitForRequests(3);
    const names = delivered.map((request) => String(JSON.parse(request.body).name));
    expect(names.sort()).toEqual(["Contact relay", "Visitor 0", "Visitor 1"]);
    expect(events("contact.held").map((entry) => entry.cause)).toEqual(["flood", "flood", "flood"]);
    expect(events("contact.flood_started")).toHaveLength(1);
    expect(await relay.health()).toMatchObject({ ok: true, flood: { active: true, held: 3 } });
    expect(relay.outbox.list().filter((m) => m.heldCause === "flood")).toHaveLength(3);
  });
});
