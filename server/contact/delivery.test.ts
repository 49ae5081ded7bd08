// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { ContactMessage } from "#app/lib/contact-schema.ts";
import type { WebhookReceiver } from "#tests/support/server/webhook-receiver.ts";
import { freePort, startWebhookReceiver } from "#tests/support/server/webhook-receiver.ts";

import { createLogger } from "../logger";
import { openOutbox } from "../outbox/outbox";
import { sqliteStore } from "../outbox/sqlite-store";
import { parseSettings } from "../settings";
import {
  backoffDelay,
  createDeliveryWorker,
  leaseFor,
  MAX_RETRY_AFTER_MS,
  retryAfterMs,
} from "./delivery";
import type { SqliteContactRelay } from "./relay";
import { createContactRelay } from "./relay";

const TOKEN = "n8n-header-token-7f3a9c";
const message: ContactMessage = {
  name: "Grace Hopper",
  email: "grace@example.com",
  reason: "speaking",
  message: "Would you give a talk about compilers? ñ ✓",
};

// The garbage collector on demand, without starting Node with --expose-gc: a context made after
// the flag is set has `gc`.
setFlagsFromString("--expose-gc");
const collectGarbage: unknown = runInNewContext("gc");
if (typeof collectGarbage !== "function") throw new Error("no gc() with --expose-gc");

let dataDir: string;
let lines: string[];
const relays: SqliteContactRelay[] = [];
const receivers: WebhookReceiver[] = [];

// Small delays keep the suite fast: retries wait 50 to 200 ms. Attempts get 3 s, so that a slow
// (loaded) machine does not turn a success into a timeout and a second delivery.
function start(webhookUrl: string, env: Record<string, string> = {}) {
  const relay = createContactRelay({
    settings: parseSettings({
      DATA_DIR: dataDir,
      CONTACT_WEBHOOK_URL: webhookUrl,
      CONTACT_WEBHOOK_TOKEN: TOKEN,
      CONTACT_ATTEMPT_TIMEOUT_MS: "3000",
      CONTACT_RETRY_BASE_MS: "50",
      CONTACT_RETRY_MAX_MS: "200",
      CONTACT_POLL_INTERVAL_MS: "50",
      CONTACT_RATE_LIMIT: "1000",
      ...env,
    }).contact,
    logger: createLogger((line) => lines.push(line)),
  });
  relays.push(relay);
  return relay;
}

async function receiver(options?: { port?: number }) {
  const started = await startWebhookReceiver(options);
  receivers.push(started);
  return started;
}

async function send(relay: SqliteContactRelay, body: object = message) {
  const response = await relay.router.request("/", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(202);
  const json: unknown = await response.json();
  if (typeof json !== "object" || json === null || !("id" in json) || typeof json.id !== "string") {
    throw new Error("no id in the answer");
  }
  return json.id;
}

async function until<T>(probe: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function events(name: string) {
  return lines
    .map((line): Record<string, unknown> => JSON.parse(line))
    .filter((entry) => entry.event === name);
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "contact-delivery-"));
  lines = [];
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  rmSync(dataDir, { recursive: true, force: true });
  // Whatever happened, the token never reached a log line.
  expect(lines.join("\n")).not.toContain(TOKEN);
});

describe("backoffDelay", () => {
  const settings = { retryBaseMs: 10_000, retryMaxMs: 6 * 3600_000 };

  it("grows exponentially between the base and a capped ceiling", () => {
    expect(backoffDelay(1, settings, () => 0)).toBe(10_000);
    expect(backoffDelay(1, settings, () => 1)).toBe(20_000);
    expect(backoffDelay(3, settings, () => 1)).toBe(80_000);
    expect(backoffDelay(12, settings, () => 1)).toBe(6 * 3600_000);
    expect(backoffDelay(500, settings, () => 1)).toBe(6 * 3600_000);
    expect(backoffDelay(500, settings, () => 0)).toBe(10_000);
  });

  it("spreads retries with jitter", () => {
    const delays = new Set(Array.from({ length: 20 }, () => backoffDelay(8, settings)));
    expect(delays.size).toBeGreaterThan(15);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(10_000);
      expect(delay).toBeLessThanOrEqual(2_560_000);
    }
  });

  it("keeps a lease longer than an attempt", () => {
    expect(leaseFor(10_000)).toBe(20_000);
    expect(leaseFor(300)).toBe(1300);
  });
});

describe("delivery to a webhook", () => {
  it("posts exactly the message with the token and the id as idempotency key", async () => {
    const webhook = await receiver();
    const relay = start(webhook.url);
    const id = await send(relay, { ...message, website: "", elapsedMs: 9000 });
    const [request] = await webhook.waitForRequests(1);
    expect(request?.method).toBe("POST");
    expect(request?.body).toBe(JSON.stringify(message));
    expect(Object.keys(JSON.parse(request?.body ?? "{}"))).toEqual([
      "name",
      "email",
      "reason",
      "message",
    ]);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers.authorization).toBe(TOKEN);
    expect(request?.headers["idempotency-key"]).toBe(id);
    await until(() => relay.outbox.get(id)?.state === "delivered");
    expect(relay.outbox.get(id)).toMatchObject({ attempts: 1, lastError: null, leaseOwner: null });
    expect(events("contact.delivered")).toEqual([
      expect.objectContaining({ id, attempts: 1, status: 200 }),
    ]);
  });

  it("sends no Authorization header when no token is configured", async () => {
    const webhook = await receiver();
    const relay = start(webhook.url, { CONTACT_WEBHOOK_TOKEN: "" });
    await send(relay);
    const [request] = await webhook.waitForRequests(1);
    expect(request?.headers.authorization).toBeUndefined();
  });

  it("retries after a 500 with the same id", async () => {
    const webhook = await receiver();
    webhook.respond({ status: 500 }, { status: 503 }, { status: 204 });
    const relay = start(webhook.url);
    const id = await send(relay);
    await until(() => relay.outbox.get(id)?.state === "delivered");
    expect(webhook.requests.map((r) => r.headers["idempotency-key"])).toEqual([id, id, id]);
    expect(new Set(webhook.requests.map((r) => r.body)).size).toBe(1);
    expect(relay.outbox.get(id)).toMatchObject({ attempts: 3, lastError: "HTTP 503" });
    expect(events("contact.retry").map((e) => e.error)).toEqual(["HTTP 500", "HTTP 503"]);
  });

  it("treats a redirect as a failed attempt and does not follow it", async () => {
    const webhook = await receiver();
    webhook.respond({ status: 307 }, { status: 200 });
    const relay = start(webhook.url);
    const id = await send(relay);
    await until(() => relay.outbox.get(id)?.state === "delivered");
    expect(relay.outbox.get(id)).toMatchObject({ attempts: 2, lastError: "HTTP 307" });
  });

  it("retries after a timeout", async () => {
    const webhook = await receiver();
    webhook.respond({ status: 200, delayMs: 3000 }, { status: 200 });
    const relay = start(webhook.url, { CONTACT_ATTEMPT_TIMEOUT_MS: "300" });
    const id = await send(relay);
    await until(() => relay.outbox.get(id)?.state === "delivered");
    expect(events("contact.retry")[0]).toMatchObject({ id, error: "timeout after 300 ms" });
    expect(relay.outbox.get(id)?.attempts).toBeGreaterThanOrEqual(2);
    expect(new Set(webhook.requests.map((r) => r.headers["idempotency-key"]))).toEqual(
      new Set([id]),
    );
  });

  it("ends an attempt the webhook never answers, though the garbage collector runs meanwhile", async () => {
    const webhook = await receiver();
    webhook.respond("hold", { status: 200 });
    // A collection every 10 ms while the webhook holds the first request: a time limit held only
    // weakly (AbortSignal.any over AbortSignal.timeout, in Node 20) was lost in the first one.
    const collecting = setInterval(collectGarbage, 10);
    try {
      const relay = start(webhook.url, { CONTACT_ATTEMPT_TIMEOUT_MS: "300" });
      const id = await send(relay);
      await until(() => relay.outbox.get(id)?.state === "delivered");
      expect(events("contact.retry")[0]).toMatchObject({ id, error: "timeout after 300 ms" });
    } finally {
      clearInterval(collecting);
    }
  });

  it("retries while the connection is refused and delivers once the receiver is back", async () => {
    const port = await freePort();
    const relay = start(`http://127.0.0.1:${port}/hook`);
    const id = await send(relay);
    await until(() => (relay.outbox.get(id)?.attempts ?? 0) >= 2);
    expect(relay.outbox.get(id)).toMatchObject({ state: "pending" });
    expect(relay.outbox.get(id)?.lastError).toContain("ECONNREFUSED");
    const webhook = await receiver({ port });
    await until(() => relay.outbox.get(id)?.state === "delivered");
    expect(webhook.requests.map((r) => r.headers["idempotency-key"])).toEqual([id]);
  });

  it("gives up on a message older than the give-up period", async () => {
    const webhook = await receiver();
    webhook.respond({ status: 500 });
    // 0.0003 h is about one second.
    const relay = start(webhook.url, { CONTACT_GIVE_UP_AFTER_HOURS: "0.0003" });
    const id = await send(relay);
    await until(() => relay.outbox.get(id)?.state === "failed");
    const failed = relay.outbox.get(id);
    expect(failed?.lastError).toBe("HTTP 500");
    expect(failed?.attempts).toBeGreaterThan(2);
    expect(webhook.requests).toHaveLength(failed?.attempts ?? 0);
    expect(events("contact.failed")).toEqual([
      expect.objectContaining({ id, level: "error", attempts: failed?.attempts }),
    ]);
    // No retry was ever scheduled past the deadline: the last one happens at the deadline.
    const deadline = (failed?.createdAt ?? 0) + 1080;
    for (const retry of events("contact.retry")) {
      expect(Date.parse(String(retry.nextAttemptAt))).toBeLessThanOrEqual(deadline);
    }
  });

  it("resumes pending messages after a restart", async () => {
    const port = await freePort();
    const first = start(`http://127.0.0.1:${port}/hook`);
    const id = await send(first);
    await until(
      () => (first.outbox.get(id)?.attempts ?? 0) >= 1 && !first.outbox.get(id)?.leaseOwner,
    );
    await first.close();
    const webhook = await receiver({ port });
    const second = start(webhook.url);
    await until(() => second.outbox.get(id)?.state === "delivered");
    expect(webhook.requests).toHaveLength(1);
  });

  it("delivers each message exactly once with two workers on one database", async () => {
    const webhook = await receiver();
    webhook.respond({ status: 200, delayMs: 5 });
    const a = start(webhook.url);
    const b = start(webhook.url);
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1)
      ids.push(await send(i % 2 === 0 ? a : b, { ...message, name: `n${i}` }));
    await until(() => a.outbox.list().every((m) => m.state === "delivered"), 10_000);
    const keys = webhook.requests.map((r) => String(r.headers["idempotency-key"]));
    expect(keys.sort()).toEqual([...ids].sort());
    const delivered = new Set(events("contact.delivered").map((e) => e.id));
    expect(delivered.size).toBe(30);
    // Exactly once because no attempt failed: a failed one would be repeated, by design.
    expect(events("contact.retry")).toEqual([]);
  });

  describe("closing", () => {
    async function worker(webhookUrl: string, closeGraceMs: number) {
      const outbox = openOutbox({ dataDir });
      const deliveryWorker = createDeliveryWorker({
        store: sqliteStore(outbox),
        logger: createLogger((line) => lines.push(line)),
        closeGraceMs,
        settings: {
          webhookUrl,
          webhookToken: TOKEN,
          webhookAck: "status",
          attemptTimeoutMs: 5000,
          retryBaseMs: 50,
          retryMaxMs: 200,
          giveUpAfterMs: 60_000,
          pollIntervalMs: 50,
        },
      });
      return { outbox, worker: deliveryWorker };
    }

    it("waits for an attempt in flight", async () => {
      const webhook = await receiver();
      webhook.respond({ status: 200, delayMs: 200 });
      const { outbox, worker: w } = await worker(webhook.url, 2000);
      const id = outbox.enqueue(message);
      w.wake();
      await webhook.waitForRequests(1);
      await w.close();
      expect(outbox.get(id)?.state).toBe("delivered");
      outbox.close();
    });

    it("aborts an attempt that outlasts the grace period and leaves the message due", async () => {
      const webhook = await receiver();
      webhook.respond("hold");
      const { outbox, worker: w } = await worker(webhook.url, 100);
      const id = outbox.enqueue(message);
      w.wake();
      await webhook.waitForRequests(1);
      const started = Date.now();
      await w.close();
      expect(Date.now() - started).toBeLessThan(1000);
      const stored = outbox.get(id);
      expect(stored).toMatchObject({
        state: "pending",
        leaseOwner: null,
        lastError: "aborted: worker shutting down",
      });
      expect(stored?.nextAttemptAt).toBeLessThanOrEqual(Date.now());
      outbox.close();
    });
  });
});

describe("retryAfterMs", () => {
  const now = Date.parse("2026-11-23T10:00:00Z");
  it.each([
    ["4", 4000],
    [" 120 ", 120_000],
    ["Mon, 23 Nov 2026 10:00:30 GMT", 30_000],
    ["Mon, 23 Nov 2026 09:00:00 GMT", 0],
    ["999999", MAX_RETRY_AFTER_MS],
    ["soon", undefined],
    ["-5", undefined],
  ])("reads %j as %j ms", (value, expected) => {
    expect(retryAfterMs(value, now)).toBe(expected);
  });

  it("is undefined without the header", () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
