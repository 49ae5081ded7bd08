import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ContactMessage } from "../../app/lib/contact-schema.js";
import { migrate } from "./migrations.js";

// A durable outbox of contact messages in SQLite. Every write is its own transaction, committed with
// `synchronous=FULL` before the call returns. Delivery workers, in this process or in others on the
// same file, take one message at a time under a lease: a claim is an UPDATE ... RETURNING inside an
// IMMEDIATE transaction, so two workers never hold one message at the same time, and the lease of a
// worker that died expires on its own.

export type MessageState = "pending" | "delivered" | "failed";

// The reason is kept as a string: it was validated before it was stored, and a row edited by hand
// must still be listed and delivered.
export type StoredMessage = Omit<ContactMessage, "reason"> & {
  reason: string;
  id: string;
  createdAt: number;
  state: MessageState;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: number | null;
  leaseOwner: string | null;
  leaseUntil: number | null;
};

export type Outbox = {
  readonly file: string;
  readonly database: Database.Database;
  enqueue(message: ContactMessage, now?: number): string;
  /** Stores several messages in one transaction (one disk sync): all of them or none. */
  enqueueMany(messages: readonly ContactMessage[], now?: number): string[];
  /** Claims the most overdue message whose lease is free, and counts the attempt. */
  claimDue(owner: string, now: number, leaseMs: number): StoredMessage | undefined;
  /** When the next message becomes claimable (its due time or the end of its lease), if any. */
  nextDueAt(): number | undefined;
  markDelivered(id: string, now?: number): void;
  /** Returns false when `owner` no longer holds the lease (another worker took the message over). */
  markRetry(id: string, error: string, nextAt: number, owner?: string): boolean;
  markFailed(id: string, error: string, owner?: string): boolean;
  get(id: string): StoredMessage | undefined;
  list(): StoredMessage[];
  close(): void;
};

export const OUTBOX_FILE = "messages.sqlite";

type Row = {
  id: string;
  created_at: number;
  name: string;
  email: string;
  reason: string;
  message: string;
  state: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: number | null;
  lease_owner: string | null;
  lease_until: number | null;
};

const states: readonly string[] = ["pending", "delivered", "failed"] satisfies MessageState[];

function isState(value: string): value is MessageState {
  return states.includes(value);
}

function isRow(value: unknown): value is Row {
  return typeof value === "object" && value !== null && "id" in value && "state" in value;
}

function toMessage(row: unknown): StoredMessage {
  if (!isRow(row) || !isState(row.state)) {
    throw new Error("unexpected row in the messages table");
  }
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    reason: row.reason,
    message: row.message,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    leaseOwner: row.lease_owner,
    leaseUntil: row.lease_until,
  };
}

export function openOutbox(options: { dataDir: string; busyTimeoutMs?: number }): Outbox {
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.resolve(options.dataDir, OUTBOX_FILE);
  const db = new Database(file);
  try {
    db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const insert = db.prepare(
    `INSERT INTO messages (id, created_at, name, email, reason, message, next_attempt_at)
     VALUES (@id, @now, @name, @email, @reason, @message, @now)`,
  );
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
  const insertMany = db.transaction((messages: readonly ContactMessage[], now: number) =>
    messages.map((message) => {
      const id = randomUUID();
      const { name, email, reason, message: text } = message;
      insert.run({ id, now, name, email, reason, message: text });
      return id;
    }),
  );
  const claimImmediate = db.transaction((owner: string, now: number, leaseMs: number): unknown =>
    claim.get({ owner, now, leaseMs }),
  );
  const nextDue = db.prepare(
    `SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS due
     FROM messages WHERE state = 'pending'`,
  );
  const delivered = db.prepare(
    `UPDATE messages
     SET state = 'delivered', delivered_at = @now, lease_owner = NULL, lease_until = NULL
     WHERE id = @id AND state != 'delivered'`,
  );
  const retry = db.prepare(
    `UPDATE messages
     SET next_attempt_at = @nextAt, last_error = @error, lease_owner = NULL, lease_until = NULL
     WHERE id = @id AND state = 'pending' AND (@owner IS NULL OR lease_owner = @owner)`,
  );
  const failed = db.prepare(
    `UPDATE messages
     SET state = 'failed', last_error = @error, lease_owner = NULL, lease_until = NULL
     WHERE id = @id AND state = 'pending' AND (@owner IS NULL OR lease_owner = @owner)`,
  );
  const selectOne = db.prepare("SELECT * FROM messages WHERE id = ?");
  // Arrival order: two messages can share a millisecond, and ids are random (rowid is insertion order).
  const selectAll = db.prepare("SELECT * FROM messages ORDER BY created_at, rowid");

  return {
    file,
    database: db,
    enqueue(message, now = Date.now()) {
      const id = randomUUID();
      const { name, email, reason, message: text } = message;
      insert.run({ id, now, name, email, reason, message: text });
      return id;
    },
    enqueueMany(messages, now = Date.now()) {
      return insertMany.immediate(messages, now);
    },
    claimDue(owner, now, leaseMs) {
      const row = claimImmediate.immediate(owner, now, leaseMs);
      return row === undefined ? undefined : toMessage(row);
    },
    nextDueAt() {
      const row: unknown = nextDue.get();
      if (typeof row === "object" && row !== null && "due" in row && typeof row.due === "number") {
        return row.due;
      }
      return undefined;
    },
    markDelivered(id, now = Date.now()) {
      delivered.run({ id, now });
    },
    markRetry(id, error, nextAt, owner) {
      return retry.run({ id, error, nextAt, owner: owner ?? null }).changes === 1;
    },
    markFailed(id, error, owner) {
      return failed.run({ id, error, owner: owner ?? null }).changes === 1;
    },
    get(id) {
      const row: unknown = selectOne.get(id);
      return row === undefined ? undefined : toMessage(row);
    },
    list() {
      return selectAll.all().map(toMessage);
    },
    close() {
      if (db.open) db.close();
    },
  };
}
