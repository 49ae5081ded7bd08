import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, statfsSync, statSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { openSharedSqlite, openSqlite, type SqliteDatabase } from "../sqlite";
import { applyFloodGuard, floodNotice } from "./flood-guard";
import { migrate, migrations } from "./migrations";
import type { EnqueueOptions, NewMessage, OutboxStats, Stored } from "./store";
import { FLOOD_WINDOW_MS } from "./store";
import { type MessageState, type StoredMessage, toStoredMessage } from "./stored-message";

export type { StoredMessage } from "./stored-message";

// A durable outbox of contact messages in SQLite (through `../sqlite`, on either driver). Every write is its own transaction, committed with
// `synchronous=FULL` before the call returns, and then checked to have reached the file that is
// really at the database's path: SQLite keeps writing to a file deleted under it, and such a write
// would be gone at the next start. Delivery workers, in this process or in others on the same file,
// take one message at a time under a lease: a claim is an UPDATE ... RETURNING inside an IMMEDIATE
// transaction, so two workers never hold one message at the same time, and the lease of a worker
// that died expires on its own.

export type Outbox = {
  readonly file: string;
  /** The open connection (it changes after a recovery); for tests and maintenance. */
  readonly database: SqliteDatabase;
  enqueue(message: NewMessage, now?: number): string;
  /** Stores several messages in one transaction (one disk sync): all of them or none. */
  enqueueMany(messages: readonly NewMessage[], now?: number): string[];
  /** Like `enqueueMany`, under the flood guard: says how each message was stored. */
  store(messages: readonly NewMessage[], options?: EnqueueOptions): Stored[];
  /** Claims the most overdue message whose lease is free, and counts the attempt. */
  claimDue(owner: string, now: number, leaseMs: number): StoredMessage | undefined;
  /** When the next message becomes claimable (its due time or the end of its lease), if any. */
  nextDueAt(): number | undefined;
  markDelivered(id: string, now?: number): void;
  /** Returns false when `owner` no longer holds the lease (another worker took the message over). */
  markRetry(id: string, error: string, nextAt: number, owner?: string): boolean;
  markFailed(id: string, error: string, owner?: string): boolean;
  /** A held message goes out for delivery; false when there is no held message with that id. */
  release(id: string, now?: number): boolean;
  /** A failed message gets a new delivery period; false when there is no failed one with that id. */
  retry(id: string, now?: number): boolean;
  /** Every held message with this cause goes out for delivery; returns how many. */
  releaseHeld(cause: string, now?: number): number;
  /** Deletes delivered messages delivered before, and held ones received before, the given times. */
  purge(limits: { deliveredBefore: number; heldBefore: number }): {
    delivered: number;
    held: number;
  };
  /** Throws unless a message could be written now (right file, space left, writable). */
  probe(): void;
  stats(now?: number): OutboxStats;
  get(id: string): StoredMessage | undefined;
  list(): StoredMessage[];
  close(): void;
};

export const OUTBOX_FILE = "messages.sqlite";

/** The database at the path is not the file this process writes to: a write there would be lost. */
class OutboxFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboxFileError";
  }
}

// A health probe writes (and rolls back) a row about the size of a long message.
const PROBE_TEXT = "x".repeat(4096);
// Below this much free disk, a commit could fail half-way through its write-ahead log.
const MIN_FREE_BYTES = 1024 * 1024;

type FileIdentity = { dev: number; ino: number };

function identityOf(file: string): FileIdentity | undefined {
  try {
    const { dev, ino } = statSync(file);
    return { dev, ino };
  } catch {
    return undefined;
  }
}

function sameFile(a: FileIdentity | undefined, b: FileIdentity | undefined) {
  return a !== undefined && b !== undefined && a.dev === b.dev && a.ino === b.ino;
}

// Arrival order, for the server and the owner's CLI alike: a group commit stores a whole batch with
// one `created_at`, and ids are random, so ties go by rowid, which is insertion order.
const SELECT_IN_ARRIVAL_ORDER = "SELECT * FROM messages ORDER BY created_at, rowid";

function connect(file: string, options: { busyTimeoutMs: number; maxBytes: number | undefined }) {
  const db = openSharedSqlite(file, { busyTimeoutMs: options.busyTimeoutMs, synchronous: "FULL" });
  try {
    if (options.maxBytes !== undefined) {
      const pageSize = Number(db.pragma("page_size"));
      db.pragma(`max_page_count = ${Math.max(1, Math.floor(options.maxBytes / pageSize))}`);
    }
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  // Both files hold committed messages in WAL mode: the database and its write-ahead log.
  const identity = { db: identityOf(file), wal: identityOf(`${file}-wal`) };

  const insert = db.prepare(
    `INSERT INTO messages (id, created_at, queued_at, name, email, reason, message, state,
       held_cause, origin, next_attempt_at)
     VALUES (@id, @now, @now, @name, @email, @reason, @message, @state, @heldCause, @origin, @now)`,
  );
  const hourSoFar = db.prepare(
    `SELECT
       (SELECT COUNT(*) FROM messages
        WHERE held_cause IS NULL AND created_at > @since AND origin = 'visitor') AS passedOn,
       EXISTS (SELECT 1 FROM messages WHERE held_cause = 'flood' AND created_at > @since)
         AS flooding`,
  );
  // Counting and inserting in one IMMEDIATE transaction: two processes on the file take turns, so
  // the flood guard counts every message before it.
  const insertMany = (
    messages: readonly NewMessage[],
    now: number,
    floodPerHour: number | undefined,
  ) =>
    db.immediate(() => {
      const hour = HourRowSchema.parse(hourSoFar.get({ since: now - FLOOD_WINDOW_MS }));
      const decided = applyFloodGuard(messages, hour, floodPerHour);
      return decided.map(
        ({ message: { name, email, reason, message, heldCause }, startedFlood }) => {
          const id = randomUUID();
          const state: MessageState = heldCause === undefined ? "pending" : "held";
          insert.run({
            ...{ id, now, name, email, reason, message, state, heldCause: heldCause ?? null },
            origin: "visitor",
          });
          if (startedFlood && floodPerHour !== undefined) {
            const notice = { ...floodNotice(floodPerHour, now), state: "pending", heldCause: null };
            insert.run({ ...notice, id: randomUUID(), now, origin: "relay" });
          }
          return { id, heldCause, startedFlood };
        },
      );
    });
  // The conditions are repeated in the outer WHERE so that the row is re-checked at write time.
  const claim = db.prepare(
    `UPDATE messages
     SET lease_owner = @owner, lease_until = @now + @leaseMs, attempts = attempts + 1
     WHERE id = (
       SELECT id FROM messages
       WHERE state = 'pending' AND next_attempt_at <= @now
         AND (lease_until IS NULL OR lease_until <= @now)
       ORDER BY next_attempt_at, created_at
       LIMIT 1
     )
       AND state = 'pending' AND (lease_until IS NULL OR lease_until <= @now)
     RETURNING *`,
  );
  const claimImmediate = (owner: string, now: number, leaseMs: number): unknown =>
    db.immediate(() => claim.get({ owner, now, leaseMs }));
  const probeInsert = db.prepare(
    `INSERT INTO messages (id, created_at, queued_at, name, email, reason, message, state,
       next_attempt_at)
     VALUES ('health-probe', 0, 0, '', '', '', ?, 'held', 0)`,
  );

  return {
    db,
    identity,
    insertMany,
    claimImmediate,
    probeInsert,
    nextDue: db.prepare(
      `SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS value
       FROM messages WHERE state = 'pending'`,
    ),
    delivered: db.prepare(
      `UPDATE messages
       SET state = 'delivered', delivered_at = @now, lease_owner = NULL, lease_until = NULL
       WHERE id = @id AND state != 'delivered'`,
    ),
    retryLater: db.prepare(
      `UPDATE messages
       SET next_attempt_at = @nextAt, last_error = @error, lease_owner = NULL, lease_until = NULL
       WHERE id = @id AND state = 'pending' AND (@owner IS NULL OR lease_owner = @owner)`,
    ),
    failed: db.prepare(
      `UPDATE messages
       SET state = 'failed', last_error = @error, lease_owner = NULL, lease_until = NULL
       WHERE id = @id AND state = 'pending' AND (@owner IS NULL OR lease_owner = @owner)`,
    ),
    requeue: db.prepare(
      `UPDATE messages
       SET state = 'pending', queued_at = @now, next_attempt_at = @now, lease_owner = NULL,
         lease_until = NULL
       WHERE id = @id AND state = @from`,
    ),
    releaseHeld: db.prepare(
      `UPDATE messages
       SET state = 'pending', queued_at = @now, next_attempt_at = @now
       WHERE state = 'held' AND held_cause = @cause`,
    ),
    purgeDelivered: db.prepare(
      "DELETE FROM messages WHERE state = 'delivered' AND delivered_at < ?",
    ),
    purgeHeld: db.prepare("DELETE FROM messages WHERE state = 'held' AND created_at < ?"),
    counts: db.prepare(
      `SELECT
         COALESCE(SUM(state = 'pending'), 0) AS pending,
         COALESCE(SUM(state = 'held'), 0) AS held,
         COALESCE(SUM(state = 'failed'), 0) AS failed,
         MIN(CASE WHEN state = 'pending' THEN created_at END) AS oldestPendingAt,
         COALESCE(SUM(state = 'held' AND held_cause = 'flood'), 0) AS floodHeld
       FROM messages`,
    ),
    floodSince: db.prepare(
      "SELECT EXISTS (SELECT 1 FROM messages WHERE held_cause = 'flood' AND created_at > ?) AS value",
    ),
    selectOne: db.prepare("SELECT * FROM messages WHERE id = ?"),
    selectAll: db.prepare(SELECT_IN_ARRIVAL_ORDER),
  };
}

// SQLite answers a comparison or EXISTS with 0 or 1.
const sqliteBoolean = z.number().transform((value) => value === 1);

const StatsRowSchema = z.object({
  pending: z.number(),
  held: z.number(),
  failed: z.number(),
  oldestPendingAt: z.number().nullable(),
  floodHeld: z.number(),
});
const HourRowSchema = z.object({ passedOn: z.number(), flooding: sqliteBoolean });
const NumberRowSchema = z.object({ value: z.number().nullable() });
const FlagRowSchema = z.object({ value: sqliteBoolean });

export function openOutbox(options: {
  dataDir: string;
  busyTimeoutMs?: number;
  /** Refuse writes (503) once the database reaches this size, so abuse cannot fill the disk. */
  maxBytes?: number;
  onRescue?: (event: { file: string; error?: unknown }) => void;
}): Outbox {
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.resolve(options.dataDir, OUTBOX_FILE);
  const settings = { busyTimeoutMs: options.busyTimeoutMs ?? 5000, maxBytes: options.maxBytes };
  let conn = connect(file, settings);

  // Run after every commit: throws when the files written are no longer the ones at the path. When
  // the database or its log was deleted, what the still-open files hold (the message just written
  // included) is put back at the path and the outbox carries on there, so nothing accepted is lost.
  // A database replaced by another file is left alone: the server stays unhealthy until restarted.
  function assertAtPath() {
    const atPath = { db: identityOf(file), wal: identityOf(`${file}-wal`) };
    if (sameFile(atPath.db, conn.identity.db) && sameFile(atPath.wal, conn.identity.wal)) return;
    if (atPath.db === undefined) recover(() => conn.db.prepare("VACUUM INTO ?").run(file));
    else if (sameFile(atPath.db, conn.identity.db)) recover(() => conn.db.pragma("wal_checkpoint"));
    throw new OutboxFileError(`the database file at ${file} was removed or replaced`);
  }

  // The old connection closes before the new one opens: closing removes "<file>-wal" by name, which
  // would otherwise be the new connection's log.
  function recover(copyToPath: () => void) {
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      copyToPath();
      conn.db.close();
      conn = connect(file, settings);
      options.onRescue?.({ file });
    } catch (error) {
      options.onRescue?.({ file, error });
    }
  }

  function requeue(id: string, from: MessageState, now: number) {
    const changed = conn.requeue.run({ id, from, now }).changes === 1;
    assertAtPath();
    return changed;
  }

  return {
    file,
    get database() {
      return conn.db;
    },
    enqueue(message, now = Date.now()) {
      const [id] = this.enqueueMany([message], now);
      if (id === undefined) throw new Error("the message was not stored");
      return id;
    },
    enqueueMany(messages, now = Date.now()) {
      return this.store(messages, { now }).map((stored) => stored.id);
    },
    store(messages, { now = Date.now(), floodPerHour } = {}) {
      const stored = conn.insertMany(messages, now, floodPerHour);
      assertAtPath();
      return stored;
    },
    claimDue(owner, now, leaseMs) {
      const row = conn.claimImmediate(owner, now, leaseMs);
      return row === undefined ? undefined : toStoredMessage(row);
    },
    nextDueAt() {
      return NumberRowSchema.parse(conn.nextDue.get()).value ?? undefined;
    },
    markDelivered(id, now = Date.now()) {
      conn.delivered.run({ id, now });
    },
    markRetry(id, error, nextAt, owner) {
      return conn.retryLater.run({ id, error, nextAt, owner: owner ?? null }).changes === 1;
    },
    markFailed(id, error, owner) {
      return conn.failed.run({ id, error, owner: owner ?? null }).changes === 1;
    },
    release(id, now = Date.now()) {
      return requeue(id, "held", now);
    },
    retry(id, now = Date.now()) {
      return requeue(id, "failed", now);
    },
    releaseHeld(cause, now = Date.now()) {
      const { changes } = conn.releaseHeld.run({ cause, now });
      assertAtPath();
      return changes;
    },
    purge({ deliveredBefore, heldBefore }) {
      return {
        delivered: conn.purgeDelivered.run(deliveredBefore).changes,
        held: conn.purgeHeld.run(heldBefore).changes,
      };
    },
    probe() {
      assertAtPath();
      const { bavail, bsize } = statfsSync(path.dirname(file));
      if (bavail * bsize < MIN_FREE_BYTES) throw new Error("the disk is full");
      // The same kind of write a message needs, rolled back: fails when the database is read-only,
      // at its size limit or locked for longer than the busy timeout.
      conn.db.exec("BEGIN IMMEDIATE");
      try {
        conn.probeInsert.run(PROBE_TEXT);
      } finally {
        try {
          conn.db.exec("ROLLBACK");
        } catch {
          // SQLite rolls back by itself after some errors (SQLITE_FULL among them).
        }
      }
    },
    stats(now = Date.now()) {
      const { oldestPendingAt, ...counts } = StatsRowSchema.parse(conn.counts.get());
      return {
        ...counts,
        oldestPendingAt: oldestPendingAt ?? undefined,
        floodActive: FlagRowSchema.parse(conn.floodSince.get(now - FLOOD_WINDOW_MS)).value,
      };
    },
    get(id) {
      const row: unknown = conn.selectOne.get(id);
      return row === undefined ? undefined : toStoredMessage(row);
    },
    list() {
      return conn.selectAll.all().map(toStoredMessage);
    },
    close() {
      conn.db.close();
    },
  };
}

/**
 * Opens an existing outbox for reading only (the owner's CLI): no migration, no write, no lock that
 * could hold up the server. Undefined when there is no database at `dataDir`.
 */
export function openOutboxReadOnly(dataDir: string) {
  const file = path.resolve(dataDir, OUTBOX_FILE);
  if (!existsSync(file)) return undefined;
  const db = openSqlite(file, { readOnly: true });
  const version = Number(db.pragma("user_version"));
  return {
    file,
    /** False when the server has not yet upgraded this database to the current schema. */
    current: version === migrations.length,
    list(): StoredMessage[] {
      return db.prepare(SELECT_IN_ARRIVAL_ORDER).all().map(toStoredMessage);
    },
    close() {
      db.close();
    },
  };
}
