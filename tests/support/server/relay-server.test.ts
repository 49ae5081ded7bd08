// @vitest-environment node
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { StoredMessage } from "#server/outbox/outbox.ts";
import { openOutbox } from "#server/outbox/outbox.ts";

import { type BundledServer, bundledServer } from "./bundled-server";
import { startTestPostgres, type TestPostgres } from "./postgres";
import { PROCESS_TEST_TIMEOUT_MS } from "./timeouts";
import type { WebhookReceiver } from "./webhook-receiver";
import { startWebhookReceiver } from "./webhook-receiver";

// The relay as separate processes: killed in the middle of a delivery, and two of them sharing one
// database (a SQLite file, or PostgreSQL with the instances' disks left empty).

const root = fileURLToPath(new URL("../../..", import.meta.url));
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
let bundle: BundledServer;
let webhook: WebhookReceiver;
const children: Relay[] = [];

// Node itself with the bundled relay (not `npx tsx`, which would put a wrapper process between the
// test and the relay, and a SIGKILL would not reach the relay).
function startRelay(env: Record<string, string> = {}): Promise<Relay> {
  const child = spawn(process.execPath, [bundle.file], {
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

beforeAll(async () => {
  bundle = await bundledServer(entry);
});

afterAll(() => bundle.remove());

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

describe("relay process", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
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

describe("two relays on one PostgreSQL", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  let postgres: TestPostgres;

  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await postgres.stop();
  });

  it(
    "delivers 300 messages once each; one killed mid-delivery loses nothing",
    async () => {
      const url = await postgres.createDatabase("cluster");
      const database = new pg.Client({ connectionString: url });
      await database.connect();
      const undelivered = async () => {
        const { rows } = await database.query<{ count: string }>(
          "SELECT COUNT(*) AS count FROM contact_messages WHERE state != 'delivered'",
        );
        return Number(rows[0]?.count);
      };
      // Each relay has its own empty DATA_DIR (the outbox is the database alone) and its own token,
      // so the webhook knows who sent a request. A lease is twice the attempt timeout: 20 s, so that
      // a relay starved of CPU on a loaded machine still marks its delivery done within its lease
      // (a shorter lease once let the other relay claim and deliver a message again, under load).
      const env = {
        DATABASE_URL: url,
        CONTACT_ATTEMPT_TIMEOUT_MS: "10000",
        CONTACT_FLOOD_PER_HOUR: "1000",
      };
      const relays = await Promise.all(
        ["a", "b"].map((name) =>
          startRelay({
            ...env,
            DATA_DIR: path.join(dataDir, name),
            CONTACT_WEBHOOK_TOKEN: `${TOKEN}-${name}`,
          }),
        ),
      );
      // The webhook answers at once, except for the first request after `killNext` is set: it
      // never answers that one, and kills the relay that sent it, in the middle of that delivery.
      let killNext = false;
      let onKilled: (killed: { relay: Relay; id: string }) => void = () => undefined;
      const killing = new Promise<{ relay: Relay; id: string }>((resolve) => (onKilled = resolve));
      webhook.respondWith((request) => {
        if (!killNext) return { status: 200 };
        killNext = false;
        const sender = ["a", "b"].indexOf(String(request.headers.authorization).slice(-1));
        const relay = relays[sender];
        if (relay === undefined) throw new Error("a request from neither relay");
        relay.child.kill("SIGKILL");
        onKilled({ relay, id: String(request.headers["idempotency-key"]) });
        return "hold";
      });
      // A visitor whose post fails (the relay was just killed) sends it again, to the other one,
      // as a load balancer would.
      const postAcross = (count: number) =>
        Promise.all(
          Array.from({ length: count }, (_, i) => {
            const [first, other] = i % 2 === 0 ? relays : [...relays].reverse();
            if (first === undefined || other === undefined) throw new Error("two relays expected");
            return send(first).catch(() => send(other));
          }),
        );
      try {
        const ids = await postAcross(290);
        killNext = true;
        ids.push(...(await postAcross(10)));
        const { relay: killed, id: held } = await killing;
        await killed.exited;

        // The held message comes back once its lease has expired. The test ends the lease rather
        // than wait out its 20 s, which held up the whole unit run: the lease's end is
        // the store's own test (store.test.ts), and what this one asks is that the other relay then
        // takes the message over and delivers it with its first id. Polling (100 ms) finds it.
        const { rowCount } = await database.query(
          "UPDATE contact_messages SET lease_until = $2 WHERE id = $1 AND lease_owner IS NOT NULL",
          [held, Date.now() - 1],
        );
        expect(rowCount).toBe(1);
        // Bounded by the test's timeout.
        while ((await undelivered()) > 0) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const keys = webhook.requests.map((r) => String(r.headers["idempotency-key"]));
        const { rows } = await database.query<{ id: string }>("SELECT id FROM contact_messages");
        // Every message answered 202 is stored, and every stored one reached the webhook. The one
        // in flight at the kill came twice; any other second delivery follows a failed attempt that
        // a relay logged (an answer slower than the attempt timeout on a loaded machine), never two
        // relays claiming one message.
        const stored = new Set(rows.map((row) => row.id));
        for (const id of ids) expect(stored).toContain(id);
        expect(new Set(keys)).toEqual(stored);
        const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
        const retried = relays
          .flatMap((relay) => relay.output)
          .filter((line) => line.includes('"event":"contact.retry"'));
        expect(twice).toContain(held);
        for (const key of twice.filter((key) => key !== held)) {
          expect(retried.some((line) => line.includes(key))).toBe(true);
        }
        // The connection string's password never reaches a log line.
        const password = decodeURIComponent(new URL(url).password);
        expect(relays.flatMap((relay) => relay.output).join("\n")).not.toContain(password);
      } finally {
        await database.end();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
