// @vitest-environment node
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { messagesCommandOutput } from "#scripts/messages/command.ts";
import { type BundledServer, bundledServer } from "#tests/support/server/bundled-server.ts";
import { startTestPostgres, type TestPostgres } from "#tests/support/server/postgres.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "#tests/support/server/timeouts.ts";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "#tests/support/server/webhook-receiver.ts";

import { openOutboxReadOnly } from "./outbox/outbox";
import { openPostgresStore, type PostgresStore } from "./outbox/postgres-store";
import type { StoredMessage } from "./outbox/stored-message";

// The relay's contract, row by row, against the real server (`server/index.ts`, bundled as the build
// bundles it) in its own process and a real webhook receiver on loopback, once on each store: SQLite
// under DATA_DIR, and a real PostgreSQL (DATABASE_URL). Each row records what was observed; a table
// per store is printed at the end, so a run shows the whole matrix twice.

const root = fileURLToPath(new URL("..", import.meta.url));
const TOKEN = "fault-matrix-token-81c4";
const person = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  reason: "collaboration",
  message: "Shall we build an analytical engine?",
  website: "",
  // A person with autofill and paste: 1.6 s from opening the form to sending it.
  elapsedMs: 1600,
};

type Server = {
  child: ChildProcess;
  port: number;
  lines: string[];
  stderr: string[];
  exited: Promise<number | null>;
};

/** Where a server keeps its outbox: the variables that name it, for the server and the CLI. */
type Place = { env: Record<string, string> };

const matrices = new Map<string, { row: string; observed: string }[]>();
const servers: Server[] = [];
let work: string;
let bundle: BundledServer;
let clientDir: string;
let postgres: TestPostgres;
let places = 0;

function recorder(store: string) {
  const rows: { row: string; observed: string }[] = [];
  matrices.set(store, rows);
  return (row: string, observed: string) => rows.push({ row, observed });
}

/** A new, empty outbox on the given store. */
async function newPlace(store: "sqlite" | "postgres"): Promise<Place> {
  places += 1;
  const dataDir = path.join(work, `place-${places}`);
  if (store === "sqlite") return { env: { DATA_DIR: dataDir } };
  const url = await postgres.createDatabase(`matrix_${places}`);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url } };
}

// Node itself with the bundled server, as `npm run serve` runs it, so that a signal reaches the
// server itself.
function startServer(place: Place, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, [bundle.file], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      CLIENT_DIR: clientDir,
      ...place.env,
      CONTACT_RATE_LIMIT: "1000",
      CONTACT_FLOOD_PER_HOUR: "1000",
      CONTACT_RETRY_BASE_MS: "300",
      CONTACT_RETRY_MAX_MS: "1000",
      CONTACT_POLL_INTERVAL_MS: "100",
      CONTACT_ATTEMPT_TIMEOUT_MS: "3000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const stderr: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return new Promise((resolve, reject) => {
    let buffered = "";
    child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split("\n");
      buffered = complete.pop() ?? "";
      for (const line of complete) {
        lines.push(line);
        const url = /"event":"server\.listening".*"url":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(line);
        if (url?.[1]) {
          const server = { child, port: Number(url[1]), lines, stderr, exited };
          servers.push(server);
          resolve(server);
        }
      }
    });
    void exited.then((code) =>
      reject(new Error(`server exited (${code}): ${[...lines, ...stderr].join("\n")}`)),
    );
  });
}

async function stop(server: Server, signal: NodeJS.Signals = "SIGTERM") {
  server.child.kill(signal);
  await server.exited;
  servers.splice(servers.indexOf(server), 1);
}

async function post(server: Server, body: unknown) {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const json: unknown = await response.json();
  return { status: response.status, json };
}

async function accepted(server: Server, body: unknown): Promise<string> {
  const { status, json } = await post(server, body);
  expect(status).toBe(202);
  if (typeof json !== "object" || json === null || !("id" in json) || typeof json.id !== "string") {
    throw new Error(`no id in ${JSON.stringify(json)}`);
  }
  return json.id;
}

async function health(server: Server) {
  const response = await fetch(`http://127.0.0.1:${server.port}/healthz`);
  const json: unknown = await response.json();
  if (typeof json !== "object" || json === null) {
    throw new Error(`/healthz answered ${JSON.stringify(json)}`);
  }
  return { status: response.status, json };
}

/** A GET with the path sent byte for byte (fetch would normalise `/\` and `//`). */
function rawGet(server: Server, rawPath: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, path: rawPath }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on("error", reject);
    req.end();
  });
}

type Listed = { id: string; state: string; heldCause: string | null; attempts: number } & Record<
  string,
  unknown
>;

/** The owner's CLI on a place's outbox, run in this process (messages.test.ts runs its process). */
async function messages(place: Place, ...args: string[]): Promise<Listed[]> {
  const { code, stdout, stderr } = await messagesCommandOutput(args, place.env);
  if (code !== 0) throw new Error(`npm run messages -- ${args.join(" ")}: ${stderr}`);
  return args.includes("--json") || args.length === 0
    ? // The CLI's JSON is the listing this file reads; messages.test.ts checks its shape.
      (JSON.parse(stdout) as Listed[])
    : [];
}

/** PostgreSQL outboxes read in this process, one pool each, closed after the file's tests. */
const readers = new Map<string, Promise<PostgresStore>>();

/**
 * One message as the outbox holds it, read in this process: the polls below ask many times a
 * second, and a CLI process per poll made this file the suite's slowest. The owner's CLI keeps its
 * own rows (listing held messages, release, retry).
 */
async function listed(place: Place, id: string): Promise<StoredMessage | undefined> {
  const url = place.env.DATABASE_URL;
  if (url !== undefined) {
    let reader = readers.get(url);
    if (!reader) {
      reader = openPostgresStore({ url, migrate: false });
      readers.set(url, reader);
    }
    return (await reader).get(id);
  }
  const reader = openOutboxReadOnly(place.env.DATA_DIR ?? "");
  try {
    return reader?.list().find((message) => message.id === id);
  } finally {
    reader?.close();
  }
}

/** Polls until `check` returns a value (no fixed sleep: the condition is what is waited for). */
async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function nameOf(body: string): string {
  const parsed: unknown = JSON.parse(body);
  return typeof parsed === "object" && parsed !== null && "name" in parsed
    ? String(parsed.name)
    : "";
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "fault-matrix-"));
  clientDir = path.join(work, "client");
  mkdirSync(clientDir);
  writeFileSync(path.join(clientDir, "index.html"), "<h1>home</h1>");
  writeFileSync(path.join(clientDir, "404.html"), "<h1>Oops! Page not found</h1>");
  [postgres, bundle] = await Promise.all([startTestPostgres(), bundledServer("server/index.ts")]);
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([...readers.values()].map(async (reader) => (await reader).close()));
  await Promise.all(servers.map((server) => stop(server, "SIGKILL")));
  await postgres.stop();
  bundle.remove();
  rmSync(work, { recursive: true, force: true });
  for (const [store, matrix] of matrices) {
    if (matrix.length === 0) continue;
    const width = Math.max(...matrix.map((entry) => entry.row.length));
    console.log(
      [
        `relay fault matrix (${store}):`,
        ...matrix.map(({ row, observed }) => `  ${row.padEnd(width)} | ${observed}`),
      ].join("\n"),
    );
  }
});

/** A webhook that answers by the sender's name, like a webhook with a mood per message. */
async function moodyWebhook() {
  const webhook = await startWebhookReceiver();
  const seen = new Map<string, number>();
  webhook.respondWith((request) => {
    const name = nameOf(request.body);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (name === "Empty Two Hundred" && count === 1) return { status: 200, body: "" };
    if (name === "Gone" && count === 1) return { status: 410 };
    if (name === "Throttled" && count === 1) {
      return { status: 429, headers: { "Retry-After": "2" } };
    }
    if (name === "Killed Mid Delivery" && count === 1) return "hold";
    return { status: 200, body: "echo" };
  });
  return webhook;
}

describe.each(["sqlite", "postgres"] as const)(
  "the relay's fault matrix on %s",
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  (store) => {
    const record = recorder(store);
    let server: Server;
    let outbox: Place;
    let webhook: WebhookReceiver;

    function received(id: string) {
      return webhook.requests.filter((request) => request.headers["idempotency-key"] === id);
    }

    beforeAll(async () => {
      webhook = await moodyWebhook();
      outbox = await newPlace(store);
      server = await startServer(outbox, {
        CONTACT_WEBHOOK_URL: webhook.url,
        CONTACT_WEBHOOK_TOKEN: TOKEN,
        CONTACT_WEBHOOK_ACK: "echo",
      });
    }, PROCESS_TEST_TIMEOUT_MS);

    afterAll(async () => {
      await stop(server);
      await webhook.close();
    });

    it("delivers a person who sends the form 1.6 s after opening it", async () => {
      const id = await accepted(server, person);
      const [request] = await until(() => (received(id).length > 0 ? received(id) : undefined));
      expect(request?.headers.authorization).toBe(TOKEN);
      expect(JSON.parse(request?.body ?? "")).toEqual({
        name: person.name,
        email: person.email,
        reason: person.reason,
        message: person.message,
      });
      const message = await until(async () => {
        const found = await listed(outbox, id);
        return found?.state === "delivered" ? found : undefined;
      });
      record("person, autofill + paste, 1.6 s", `202, delivered (attempts ${message.attempts})`);
    });

    it("holds a filled honeypot and a machine-speed form, lists them, releases on command", async () => {
      const honeypot = await accepted(server, { ...person, name: "Bot One", website: "x.example" });
      const fast = await accepted(server, { ...person, name: "Bot Two", elapsedMs: 40 });
      const held = await messages(outbox, "--json", "--state", "held");
      expect(held.map((m) => [m.id, m.heldCause])).toEqual([
        [honeypot, "honeypot"],
        [fast, "too_fast"],
      ]);
      record("honeypot filled", "202, held (honeypot), listed by npm run messages --state held");
      record("sent 40 ms after opening", "202, held (too_fast), listed");

      // Held messages never reach the webhook, however long the worker runs...
      await until(async () =>
        Reflect.get((await health(server)).json, "held") === 2 ? true : undefined,
      );
      expect(received(honeypot)).toHaveLength(0);
      // ...until the owner releases one.
      await messages(outbox, "release", fast);
      await until(async () =>
        (await listed(outbox, fast))?.state === "delivered" ? 1 : undefined,
      );
      expect(received(fast)).toHaveLength(1);
      expect(received(honeypot)).toHaveLength(0);
      record("owner releases a held message", "delivered once; the other held one never sent");
    });

    it("does not count an empty 200 as a delivery under echo, and counts the echo", async () => {
      const id = await accepted(server, { ...person, name: "Empty Two Hundred" });
      const message = await until(async () => {
        const found = await listed(outbox, id);
        return found?.state === "delivered" ? found : undefined;
      });
      expect(received(id)).toHaveLength(2);
      expect(message.attempts).toBe(2);
      record(
        "webhook: empty 200, then echo (ACK=echo)",
        "1st not delivered, retried, 2nd delivered",
      );
    });

    it("stops at a 410, and the owner can retry it", async () => {
      const id = await accepted(server, { ...person, name: "Gone" });
      const failed = await until(async () => {
        const found = await listed(outbox, id);
        return found?.state === "failed" ? found : undefined;
      });
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toContain("410");
      await messages(outbox, "retry", id);
      await until(async () => ((await listed(outbox, id))?.state === "delivered" ? 1 : undefined));
      expect(received(id)).toHaveLength(2);
      record("webhook: 410", "failed after 1 attempt; owner's retry delivers it");
    });

    it("waits at least Retry-After (2 s, above the 1 s backoff cap) after a 429", async () => {
      const id = await accepted(server, { ...person, name: "Throttled" });
      const [first, second] = await until(
        () => (received(id).length >= 2 ? received(id) : undefined),
        20_000,
      );
      const gap = (second?.at ?? 0) - (first?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(2000);
      record(
        "webhook: 429 Retry-After: 2",
        `retried after ${(gap / 1000).toFixed(1)} s, delivered`,
      );
    });

    it.each([
      ["name with CR/LF", { name: "Ada\r\nBcc: all@example.com" }, { name: "characters" }],
      ["name with an ESC sequence", { name: "\u001b]0;owned\u0007Ada" }, { name: "characters" }],
      ["name with NUL", { name: "Ada\u0000" }, { name: "characters" }],
      ["name with a bidi override", { name: "\u202eadA" }, { name: "characters" }],
      ["name of only a zero-width space", { name: "\u200b" }, { name: "required" }],
      ["message with an ESC sequence", { message: "hi \u001b[2J" }, { message: "characters" }],
      ["email with a zero-width space", { email: "ada\u200b@example.com" }, { email: "invalid" }],
    ])("refuses a %s with 400", async (row, change, errors) => {
      const { status, json } = await post(server, { ...person, ...change });
      expect(status).toBe(400);
      expect(json).toMatchObject({ ok: false, errors });
      record(row, `400 ${JSON.stringify(errors)}`);
    });

    it("refuses a lone surrogate and stores CRLF as LF", async () => {
      const raw = JSON.stringify({ ...person, name: "PLACEHOLDER" }).replace(
        "PLACEHOLDER",
        "Ada \\ud800",
      );
      const lone = await post(server, raw);
      expect(lone.status).toBe(400);
      expect(lone.json).toMatchObject({ errors: { name: "invalid" } });
      record("name with a lone surrogate", `400 {"name":"invalid"}`);

      const id = await accepted(server, { ...person, message: "line one\r\nline two\rthree" });
      const [request] = await until(() => (received(id).length > 0 ? received(id) : undefined));
      expect(JSON.parse(request?.body ?? "")).toMatchObject({
        message: "line one\nline two\nthree",
      });
      record("message with CRLF and CR", "202, forwarded with LF");
    });

    it("never redirects off the site, and answers 400 to control characters in a path", async () => {
      for (const rawPath of [
        "/%2fevil.example/",
        "//evil.example/",
        "/%5cevil.example/",
        "/\\evil.example/",
      ]) {
        const { status, location } = await rawGet(server, rawPath);
        if (location !== undefined) expect(location).toMatch(/^\/(?![/\\])/);
        record(`GET ${rawPath}`, `${status}${location ? ` Location: ${location}` : ""}`);
      }
      const control = await rawGet(server, "/%0d%0aSet-Cookie:a=b/");
      expect(control.status).toBe(400);
      record("GET /%0d%0aSet-Cookie:a=b/", String(control.status));
      // Every line the server printed is one JSON object; nothing went to stderr.
      for (const line of server.lines) expect(() => JSON.parse(line)).not.toThrow();
      expect(server.stderr.join("")).toBe("");
    });

    it("delivers a message once more, with the same id, after a SIGKILL mid-delivery", async () => {
      const id = await accepted(server, { ...person, name: "Killed Mid Delivery" });
      await until(() => (received(id).length > 0 ? true : undefined));
      await stop(server, "SIGKILL");
      server = await startServer(outbox, {
        CONTACT_WEBHOOK_URL: webhook.url,
        CONTACT_WEBHOOK_TOKEN: TOKEN,
        CONTACT_WEBHOOK_ACK: "echo",
        // It takes the message once the killed process's lease (its own attempt timeout's) runs
        // out. A generous attempt timeout of its own: a retry after an answer slower than that, on
        // a loaded machine, would be a legitimate third delivery.
        CONTACT_ATTEMPT_TIMEOUT_MS: "10000",
      });
      await until(async () => ((await listed(outbox, id))?.state === "delivered" ? 1 : undefined));
      const attempts = received(id);
      expect(attempts).toHaveLength(2);
      expect(new Set(attempts.map((r) => r.headers["idempotency-key"]))).toEqual(new Set([id]));
      record(
        "SIGKILL while the webhook holds the request",
        "after restart delivered, same id, 2 POSTs",
      );
    });

    it("reports the pending count and the oldest pending age in /healthz", async () => {
      const { status, json } = await health(server);
      expect(status).toBe(200);
      expect(json).toMatchObject({ ok: true, pending: expect.any(Number), held: 1 });
      expect(json).toHaveProperty("oldestPendingSeconds");
      record("GET /healthz (healthy)", `200 ${JSON.stringify(json)}`);
    });

    it("holds messages past CONTACT_FLOOD_PER_HOUR, tells the owner once, releases in bulk", async () => {
      const place = await newPlace(store);
      const inbox = await startWebhookReceiver();
      const flooded = await startServer(place, {
        CONTACT_WEBHOOK_URL: inbox.url,
        CONTACT_FLOOD_PER_HOUR: "3",
      });
      const ids: string[] = [];
      for (let i = 0; i < 8; i += 1)
        ids.push(await accepted(flooded, { ...person, name: `Flood ${i}` }));
      // Three pass, five are held, and the owner gets one notice: four deliveries in all.
      const delivered = await inbox.waitForRequests(4);
      const names = delivered.map((request) => nameOf(request.body));
      expect(names.filter((name) => name === "Contact relay")).toHaveLength(1);
      expect(names.filter((name) => name.startsWith("Flood ")).sort()).toEqual([
        "Flood 0",
        "Flood 1",
        "Flood 2",
      ]);
      const held = await messages(place, "--json", "--state", "held");
      expect(held.map((m) => [m.name, m.heldCause])).toEqual(
        [3, 4, 5, 6, 7].map((i) => [`Flood ${i}`, "flood"]),
      );
      const { json } = await health(flooded);
      expect(json).toMatchObject({ ok: true, flood: { active: true, held: 5 } });
      record(
        "8 messages, CONTACT_FLOOD_PER_HOUR=3",
        `8 x 202; 3 delivered, 5 held (flood), 1 notice; /healthz flood ${JSON.stringify(Reflect.get(json, "flood"))}`,
      );

      await messages(place, "release", "--cause", "flood");
      const all = await inbox.waitForRequests(9);
      const keys = all.map((request) => String(request.headers["idempotency-key"]));
      expect(new Set(keys).size).toBe(9);
      for (const id of ids) expect(keys).toContain(id);
      await stop(flooded);
      await inbox.close();
      record("owner: release --cause flood", "the 5 held delivered once each; still 1 notice");
    });

    it("answers 503, and /healthz 503, when the outbox is at CONTACT_DB_MAX_MB", async () => {
      const place = await newPlace(store);
      // SQLite's cap counts pages of the file; PostgreSQL's the table with its indexes, which start
      // larger than an empty SQLite file.
      const full = await startServer(place, {
        CONTACT_DB_MAX_MB: store === "sqlite" ? "0.06" : "0.2",
      });
      const long = { ...person, message: "x".repeat(1000) };
      let status = 202;
      let stored = 0;
      while (status === 202 && stored < 400) {
        status = (await post(full, long)).status;
        if (status === 202) stored += 1;
      }
      expect(status).toBe(503);
      expect((await health(full)).status).toBe(503);
      expect((await messages(place, "--json")).length).toBe(stored);
      await stop(full);
      record("outbox full (CONTACT_DB_MAX_MB)", `${stored} stored, then POST 503, /healthz 503`);
    });
  },
);

describe("storage faults on SQLite", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  const record = recorder("sqlite, storage");
  it("answers 503, and /healthz 503, when the database files are deleted; loses nothing", async () => {
    const place = await newPlace("sqlite");
    const dataDir = place.env.DATA_DIR ?? "";
    let server = await startServer(place);
    const before = await accepted(server, person);
    const remove = () => {
      for (const suffix of ["", "-wal", "-shm"]) {
        rmSync(path.join(dataDir, `messages.sqlite${suffix}`), { force: true });
      }
    };
    remove();
    const refused = await post(server, { ...person, name: "During Deletion" });
    expect(refused.status).toBe(503);
    remove();
    const unhealthy = await health(server);
    expect(unhealthy.status).toBe(503);
    expect(unhealthy.json).toMatchObject({ ok: false });
    const after = await accepted(server, { ...person, name: "After Recovery" });
    await stop(server);
    server = await startServer(place);
    const names = (await messages(place, "--json")).map((message) => message.name);
    expect(names).toEqual(["Ada Lovelace", "During Deletion", "After Recovery"]);
    expect((await listed(place, before))?.state).toBe("pending");
    expect((await listed(place, after))?.state).toBe("pending");
    await stop(server);
    record("database files deleted while running", "POST 503, /healthz 503, then recovered");
    record("... and after a restart", "every message there, the refused one too");
  });
});

describe("storage faults on PostgreSQL", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  const record = recorder("postgres, storage");

  /** Runs SQL as the server's superuser, outside the relay's database. */
  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  it("answers 503, and /healthz 503, while the database refuses connections; then recovers", async () => {
    const place = await newPlace("postgres");
    const name = new URL(place.env.DATABASE_URL ?? "").pathname.slice(1);
    const server = await startServer(place);
    await accepted(server, { ...person, name: "Before" });
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    const refused = await post(server, { ...person, name: "During" });
    expect(refused.status).toBe(503);
    expect((await health(server)).status).toBe(503);
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    // The pool opens new connections on its next query: the next message is stored.
    await accepted(server, { ...person, name: "After" });
    expect((await health(server)).status).toBe(200);
    const names = (await messages(place, "--json")).map((message) => message.name);
    expect(names).toEqual(["Before", "After"]);
    await stop(server);
    record(
      "database refuses connections",
      "POST 503 (not stored), /healthz 503; 202 again once it accepts",
    );
  });
});
