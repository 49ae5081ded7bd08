// @vitest-environment node
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { StoredMessage } from "../outbox/outbox";
import { openOutbox } from "../outbox/outbox";
import type { WebhookReceiver } from "./webhook-receiver";
import { startWebhookReceiver } from "./webhook-receiver";

// The relay as separate processes: killed in the middle of a delivery, and two of them sharing one
// database.

const root = fileURLToPath(new URL("../..", import.meta.url));
const entry = fileURLToPath(new URL("./relay-server.ts", import.meta.url));
const TOKEN = "crash-test-token-5d1e";
const message = { name: "Ada", email: "ada@example.com", reason: "other", message: "Still there?" };

type Relay = {
  child: ChildProcess;
  port: number;
  output: string[];
  exited: Promise<number | null>;
};

let dataDir: string;
let webhook: WebhookReceiver;
const children: Relay[] = [];

// Node with tsx's loader in-process (not `npx tsx`, which would put a wrapper process between the
// test and the relay, and a SIGKILL would not reach the relay).
function startRelay(env: Record<string, string> = {}): Promise<Relay> {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      DATA_DIR: dataDir,
      CONTACT_WEBHOOK_URL: webhook.url,
      CONTACT_WEBHOOK_TOKEN: TOKEN,
      CONTACT_ATTEMPT_TIMEOUT_MS: "2000",
      CONTACT_RETRY_BASE_MS: "50",
      CONTACT_RETRY_MAX_MS: "200",
      CONTACT_POLL_INTERVAL_MS: "100",
      CONTACT_RATE_LIMIT: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    let buffered = "";
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        output.push(line);
        let entry: unknown;
        try {
          entry = JSON.parse(line);
        } catch {
          continue;
        }
        if (
          typeof entry === "object" &&
          entry !== null &&
          "event" in entry &&
          entry.event === "relay.listening" &&
          "port" in entry &&
          typeof entry.port === "number"
        ) {
          const relay = { child, port: entry.port, output, exited };
          children.push(relay);
          resolve(relay);
        }
      }
    });
    void exited.then((code) => reject(new Error(`relay exited (${code}): ${output.join("\n")}`)));
  });
}

async function send(relay: Relay) {
  const response = await fetch(`http://127.0.0.1:${relay.port}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(message),
  });
  expect(response.status).toBe(202);
  const json: unknown = await response.json();
  if (typeof json !== "object" || json === null || !("id" in json) || typeof json.id !== "string") {
    throw new Error("no id in the answer");
  }
  return json.id;
}

function stored(): StoredMessage[] {
  const outbox = openOutbox({ dataDir });
  try {
    return outbox.list();
  } finally {
    outbox.close();
  }
}

async function until(probe: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "contact-crash-"));
  webhook = await startWebhookReceiver();
});

afterEach(async () => {
  for (const relay of children.splice(0)) {
    if (relay.child.exitCode === null && relay.child.signalCode === null)
      relay.child.kill("SIGKILL");
    await relay.exited;
    expect(relay.output.join("\n")).not.toContain(TOKEN);
  }
  await webhook.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("relay process", () => {
  it("delivers with the same Idempotency-Key after being killed mid-delivery", async () => {
    webhook.respond("hold", { status: 200 });
    const first = await startRelay();
    const id = await send(first);
    const [held] = await webhook.waitForRequests(1);
    expect(held?.headers["idempotency-key"]).toBe(id);

    first.child.kill("SIGKILL");
    await first.exited;
    expect(stored()).toEqual([
      expect.objectContaining({
        id,
        state: "pending",
        attempts: 1,
        leaseOwner: expect.any(String),
      }),
    ]);

    const second = await startRelay();
    const [, retried] = await webhook.waitForRequests(2);
    expect(retried?.headers["idempotency-key"]).toBe(id);
    expect(retried?.headers.authorization).toBe(TOKEN);
    expect(retried?.body).toBe(held?.body);
    await until(() => stored()[0]?.state === "delivered");
    expect(stored()[0]).toMatchObject({ id, leaseOwner: null });
    // Every attempt, before and after the crash, carried the same key and body.
    for (const request of webhook.requests) {
      expect(request.headers["idempotency-key"]).toBe(id);
      expect(request.body).toBe(held?.body);
    }

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("delivers each message exactly once with two processes on one database", async () => {
    webhook.respond({ status: 200, delayMs: 20 });
    // A generous attempt timeout: a retry after a slow success would be a legitimate second delivery.
    const env = { CONTACT_ATTEMPT_TIMEOUT_MS: "10000" };
    const [a, b] = await Promise.all([startRelay(env), startRelay(env)]);
    const ids = await Promise.all(Array.from({ length: 24 }, (_, i) => send(i % 2 === 0 ? a : b)));
    await until(() => stored().every((m) => m.state === "delivered"));
    const keys = webhook.requests.map((r) => String(r.headers["idempotency-key"]));
    expect(keys.sort()).toEqual([...ids].sort());
    expect([...a.output, ...b.output].join("\n")).not.toContain('"contact.retry"');
  });
});
