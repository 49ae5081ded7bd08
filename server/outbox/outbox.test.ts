// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { openSqlite } from "../sqlite";
import { migrations } from "./migrations";
import type { Outbox } from "./outbox";
import { openOutbox, openOutboxReadOnly, OUTBOX_FILE } from "./outbox";

const message = {
  name: "Ada",
  email: "ada@example.com",
  reason: "general",
  message: "Hello",
} as const;

let dataDir: string;
let outbox: Outbox;

beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), "outbox-")), "nested", "data");
  outbox = openOutbox({ dataDir });
});

afterEach(() => {
  outbox.close();
  rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
});

describe("openOutbox", () => {
  it("creates the folder and a WAL database with full sync at the current schema version", () => {
    expect(outbox.file).toBe(path.resolve(dataDir, OUTBOX_FILE));
    const db = outbox.database;
    expect(db.pragma("journal_mode")).toBe("wal");
    expect(db.pragma("synchronous")).toBe(2);
    expect(Number(db.pragma("busy_timeout"))).toBeGreaterThan(0);
    expect(db.pragma("user_version")).toBe(migrations.length);
  });

  it("reopens an existing database without migrating it again", () => {
    const id = outbox.enqueue(message);
    outbox.close();
    outbox = openOutbox({ dataDir });
    expect(outbox.get(id)?.message).toBe("Hello");
  });

  it("refuses a database from a newer version of the code", () => {
    outbox.database.pragma(`user_version = ${migrations.length + 1}`);
    outbox.close();
    expect(() => openOutbox({ dataDir })).toThrow(/newer than this code/);
    outbox = openOutbox({ dataDir: `${dataDir}-other` });
  });
});

describe("migrations", () => {
  it("carry a first-version database's messages over whole, delivered ones still purged on time", () => {
    const oldDir = `${dataDir}-v1`;
    mkdirSync(oldDir, { recursive: true });
    const db = openSqlite(path.join(oldDir, OUTBOX_FILE));
    db.exec(migrations[0] ?? "");
    db.pragma("user_version = 1");
    db.prepare(
      `INSERT INTO messages (id, created_at, name, email, reason, message, state, next_attempt_at,
         delivered_at)
       VALUES ('old-1', 1000, 'Ada', 'ada@example.com', 'general', 'Hi', 'delivered', 1000, 5000)`,
    ).run();
    db.close();

    const upgraded = openOutbox({ dataDir: oldDir });
    try {
      expect(upgraded.get("old-1")).toMatchObject({ state: "delivered", name: "Ada" });
      expect(upgraded.purge({ deliveredBefore: 4000, heldBefore: 0 }).delivered).toBe(0);
      expect(upgraded.purge({ deliveredBefore: 6000, heldBefore: 0 }).delivered).toBe(1);
    } finally {
      upgraded.close();
    }
  });
});

describe("openOutboxReadOnly", () => {
  it("lists in the server's order: arrival, even within one millisecond", () => {
    // Random ids: ordered by id, eight names come out in their stored order once in 40,320 runs.
    const names = ["A", "B", "C", "D", "E", "F", "G", "H"];
    for (const name of names) outbox.enqueue({ ...message, name }, 1000);
    const reader = openOutboxReadOnly(dataDir);
    try {
      expect(reader?.list().map((m) => m.name)).toEqual(names);
      expect(reader?.list()).toEqual(outbox.list());
    } finally {
      reader?.close();
    }
  });
});

describe("enqueue", () => {
  it("stores a pending message that is due at once, visible to another connection", () => {
    const id = outbox.enqueue(message, 1000);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const other = openSqlite(outbox.file, { readOnly: true });
    const row: unknown = other.prepare("SELECT * FROM messages WHERE id = ?").get(id);
    other.close();
    expect(row).toMatchObject({
      id,
      created_at: 1000,
      name: "Ada",
      state: "pending",
      attempts: 0,
      next_attempt_at: 1000,
      lease_owner: null,
    });
  });

  it("gives every message its own id", () => {
    const ids = new Set(Array.from({ length: 50 }, () => outbox.enqueue(message)));
    expect(ids.size).toBe(50);
    expect(outbox.list()).toHaveLength(50);
  });
});

describe("claimDue", () => {
  it("claims the most overdue message and counts the attempt", () => {
    const late = outbox.enqueue(message, 2000);
    const early = outbox.enqueue(message, 1000);
    const claimed = outbox.claimDue("w1", 3000, 500);
    expect(claimed).toMatchObject({ id: early, attempts: 1, leaseOwner: "w1", leaseUntil: 3500 });
    expect(outbox.claimDue("w1", 3000, 500)?.id).toBe(late);
    expect(outbox.claimDue("w1", 3000, 500)).toBeUndefined();
  });

  it("does not claim a message before it is due", () => {
    outbox.enqueue(message, 5000);
    expect(outbox.claimDue("w1", 4999, 500)).toBeUndefined();
    expect(outbox.claimDue("w1", 5000, 500)).toBeDefined();
  });

  it("keeps a leased message from other workers until the lease expires", () => {
    const id = outbox.enqueue(message, 0);
    expect(outbox.claimDue("w1", 100, 1000)?.id).toBe(id);
    expect(outbox.claimDue("w2", 1099, 1000)).toBeUndefined();
    expect(outbox.nextDueAt()).toBe(1100);
    expect(outbox.claimDue("w2", 1100, 1000)).toMatchObject({ id, attempts: 2, leaseOwner: "w2" });
  });

  it("never hands one message to two connections", () => {
    const second = openOutbox({ dataDir });
    for (let i = 0; i < 40; i += 1) outbox.enqueue(message, 0);
    const seen: string[] = [];
    for (let round = 0; round < 40; round += 1) {
      const a = outbox.claimDue("a", 1, 60_000);
      const b = second.claimDue("b", 1, 60_000);
      if (a) seen.push(a.id);
      if (b) seen.push(b.id);
    }
    second.close();
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
  });
});

describe("settling a message", () => {
  it("marks it delivered", () => {
    const id = outbox.enqueue(message, 0);
    outbox.claimDue("w1", 0, 1000);
    outbox.markDelivered(id, 50);
    expect(outbox.get(id)).toMatchObject({ state: "delivered", deliveredAt: 50, leaseOwner: null });
    expect(outbox.claimDue("w1", 10_000, 1000)).toBeUndefined();
    expect(outbox.nextDueAt()).toBeUndefined();
  });

  it("schedules a retry and frees the lease", () => {
    const id = outbox.enqueue(message, 0);
    outbox.claimDue("w1", 0, 1000);
    expect(outbox.markRetry(id, "HTTP 500", 700, "w1")).toBe(true);
    expect(outbox.get(id)).toMatchObject({
      state: "pending",
      attempts: 1,
      nextAttemptAt: 700,
      lastError: "HTTP 500",
      leaseOwner: null,
      leaseUntil: null,
    });
    expect(outbox.nextDueAt()).toBe(700);
    expect(outbox.claimDue("w1", 699, 1000)).toBeUndefined();
    expect(outbox.claimDue("w1", 700, 1000)?.attempts).toBe(2);
  });

  it("ignores a retry or failure from a worker that lost the lease", () => {
    const id = outbox.enqueue(message, 0);
    outbox.claimDue("w1", 0, 100);
    outbox.claimDue("w2", 200, 100);
    expect(outbox.markRetry(id, "late", 5000, "w1")).toBe(false);
    expect(outbox.markFailed(id, "late", "w1")).toBe(false);
    expect(outbox.get(id)).toMatchObject({ leaseOwner: "w2", lastError: null });
  });

  it("marks it failed for good", () => {
    const id = outbox.enqueue(message, 0);
    outbox.claimDue("w1", 0, 1000);
    expect(outbox.markFailed(id, "gave up", "w1")).toBe(true);
    expect(outbox.get(id)).toMatchObject({ state: "failed", lastError: "gave up" });
    expect(outbox.claimDue("w1", 10_000_000, 1000)).toBeUndefined();
  });
});

describe("held messages", () => {
  it("stores them with their cause and never hands them to a worker until released", () => {
    const id = outbox.enqueue({ ...message, heldCause: "honeypot" }, 1000);
    expect(outbox.get(id)).toMatchObject({ state: "held", heldCause: "honeypot" });
    expect(outbox.claimDue("w1", 10_000_000, 1000)).toBeUndefined();
    expect(outbox.release(id, 5000)).toBe(true);
    expect(outbox.release(id, 5000)).toBe(false);
    expect(outbox.claimDue("w1", 5000, 1000)).toMatchObject({ id, queuedAt: 5000 });
  });
});

describe("retry", () => {
  it("gives a failed message a new delivery period", () => {
    const id = outbox.enqueue(message, 1000);
    outbox.claimDue("w1", 1000, 1000);
    outbox.markFailed(id, "HTTP 410", "w1");
    expect(outbox.retry(id, 9000)).toBe(true);
    expect(outbox.get(id)).toMatchObject({ state: "pending", queuedAt: 9000, attempts: 1 });
    expect(outbox.retry(id, 9000)).toBe(false);
  });
});

describe("purge", () => {
  it("deletes delivered and held messages past their limits, and nothing else", () => {
    const delivered = outbox.enqueue(message, 0);
    outbox.markDelivered(delivered, 100);
    const recent = outbox.enqueue(message, 0);
    outbox.markDelivered(recent, 900);
    outbox.enqueue({ ...message, heldCause: "too_fast" }, 100);
    const heldRecent = outbox.enqueue({ ...message, heldCause: "too_fast" }, 900);
    const pending = outbox.enqueue(message, 0);
    expect(outbox.purge({ deliveredBefore: 500, heldBefore: 500 })).toEqual({
      delivered: 1,
      held: 1,
    });
    expect(
      outbox
        .list()
        .map((m) => m.id)
        .sort(),
    ).toEqual([recent, pending, heldRecent].sort());
  });
});

describe("stats and probe", () => {
  it("counts what waits, with the oldest pending message's time", () => {
    outbox.enqueue(message, 300);
    outbox.enqueue(message, 200);
    outbox.enqueue({ ...message, heldCause: "honeypot" }, 100);
    expect(outbox.stats()).toEqual({
      floodActive: false,
      floodHeld: 0,
      pending: 2,
      held: 1,
      failed: 0,
      oldestPendingAt: 200,
    });
    expect(() => outbox.probe()).not.toThrow();
    expect(outbox.list()).toHaveLength(3);
  });

  it("fails the probe when the database is read-only", () => {
    outbox.database.pragma("query_only = ON");
    expect(() => outbox.probe()).toThrow();
    outbox.database.pragma("query_only = OFF");
  });

  it("refuses messages and fails the probe once the database reaches its size limit", () => {
    outbox.close();
    outbox = openOutbox({ dataDir, maxBytes: 48 * 1024 });
    const long = { ...message, message: "x".repeat(1000) };
    let stored = 0;
    expect(() => {
      for (; stored < 100; stored += 1) outbox.enqueue(long);
    }).toThrow(/full/);
    expect(stored).toBeGreaterThan(0);
    expect(() => outbox.probe()).toThrow(/full/);
  });
});

describe("a database deleted under the outbox", () => {
  it("refuses the write, then puts everything back at the path and carries on", () => {
    const rescues: unknown[] = [];
    outbox.close();
    outbox = openOutbox({ dataDir, onRescue: (event) => rescues.push(event) });
    const before = outbox.enqueue(message);
    for (const suffix of ["", "-wal", "-shm"]) {
      rmSync(path.join(dataDir, `${OUTBOX_FILE}${suffix}`), { force: true });
    }
    expect(() => outbox.enqueue({ ...message, name: "Grace" })).toThrow(/removed or replaced/);
    expect(rescues).toEqual([{ file: path.join(dataDir, OUTBOX_FILE) }]);
    const after = outbox.enqueue({ ...message, name: "Edsger" });
    outbox.close();

    // What a restart finds: every message, the refused one included (its sender saw an error).
    outbox = openOutbox({ dataDir });
    expect(outbox.list().map((m) => m.name)).toEqual(["Ada", "Grace", "Edsger"]);
    expect(outbox.get(before)).toBeDefined();
    expect(outbox.get(after)).toBeDefined();
  });

  it("fails the probe when only the write-ahead log was deleted, then recovers", () => {
    outbox.enqueue(message);
    rmSync(path.join(dataDir, `${OUTBOX_FILE}-wal`));
    expect(() => outbox.probe()).toThrow(/removed or replaced/);
    expect(() => outbox.probe()).not.toThrow();
    outbox.enqueue({ ...message, name: "Grace" });
    outbox.close();
    outbox = openOutbox({ dataDir });
    expect(outbox.list().map((m) => m.name)).toEqual(["Ada", "Grace"]);
  });
});
