import { randomUUID } from "node:crypto";

import pg from "pg";
import { z } from "zod";

import { inTransaction, migrateSchema } from "../postgres";
import { applyFloodGuard, floodNotice } from "./flood-guard";
import { MESSAGES_TABLE, outboxSchema } from "./postgres-migrations";
import type { MessageStore, NewMessage } from "./store";
import { FLOOD_WINDOW_MS } from "./store";
import { type StoredMessage, toStoredMessage } from "./stored-message";

// The outbox in PostgreSQL, for hosts without a lasting disk and for several instances sharing one
// outbox. A write resolves after COMMIT (synchronous_commit, the server's default, makes that
// durable). Workers claim with FOR UPDATE SKIP LOCKED under a lease, as on SQLite: two instances
// never hold one message at once, and the lease of an instance that died expires on its own. New
// messages are inserted under a transaction-scoped advisory lock, so the flood guard's count of the
// last hour is exact across instances; the batches of group commit keep that lock short.
// The size cap: the table with its indexes and TOAST (`pg_total_relation_size`) against
// CONTACT_DB_MAX_MB, checked in the same transaction as every insert and by the health probe.

export type PostgresStore = MessageStore & { readonly kind: "postgres"; readonly pool: pg.Pool };

const ENQUEUE_LOCK = 7_270_210_002;

/** The outbox table has reached its size cap: a new message would be refused (503). */
class OutboxFullError extends Error {
  constructor(bytes: number, maxBytes: number) {
    super(`the outbox table holds ${bytes} bytes, at its cap of ${maxBytes}`);
    this.name = "OutboxFullError";
  }
}

const CountsSchema = z.object({
  pending: z.coerce.number(),
  held: z.coerce.number(),
  failed: z.coerce.number(),
  oldest_pending_at: z.coerce.number().nullable(),
  flood_held: z.coerce.number(),
  flood_active: z.boolean(),
});
const HourSchema = z.object({ passed_on: z.coerce.number(), flooding: z.boolean() });
const ValueSchema = z.object({ value: z.coerce.number().nullable() });

// A health probe writes (and rolls back) a row about the size of a long message.
const PROBE_TEXT = "x".repeat(4096);

/** `host:port/database`, without the credentials, for logs and the owner's CLI. */
function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

function toRows(rows: unknown[]): StoredMessage[] {
  return rows.map(toStoredMessage);
}

export async function openPostgresStore(options: {
  url: string;
  /** Refuse writes (503) once the outbox table reaches this size, so abuse cannot fill the disk. */
  maxBytes?: number;
  /** The owner's CLI lists without migrating. */
  migrate?: boolean;
  /** An idle connection failed (the pool replaces it); logged, never thrown. */
  onConnectionError?: (error: Error) => void;
}): Promise<PostgresStore> {
  const pool = new pg.Pool({ connectionString: options.url, max: 4 });
  pool.on("error", (error) => options.onConnectionError?.(error));
  const { maxBytes } = options;

  const transaction = <T>(
    work: (client: pg.PoolClient) => Promise<T>,
    end: "COMMIT" | "ROLLBACK" = "COMMIT",
  ) => inTransaction(pool, work, { end, onConnectionError: options.onConnectionError });

  async function assertRoom(client: pg.ClientBase) {
    if (maxBytes === undefined) return;
    const { rows } = await client.query("SELECT pg_total_relation_size($1) AS value", [
      MESSAGES_TABLE,
    ]);
    const bytes = ValueSchema.parse(rows[0]).value ?? 0;
    if (bytes >= maxBytes) throw new OutboxFullError(bytes, maxBytes);
  }

  async function insert(
    client: pg.ClientBase,
    entries: readonly { id: string; message: NewMessage; origin: string }[],
    now: number,
  ) {
    const column = <T>(pick: (entry: (typeof entries)[number]) => T) => entries.map(pick);
    await client.query(
      `INSERT INTO contact_messages (id, created_at, queued_at, name, email, reason, message,
         state, held_cause, origin, next_attempt_at)
       SELECT id, $1, $1, name, email, reason, message,
         CASE WHEN held_cause IS NULL THEN 'pending' ELSE 'held' END, held_cause, origin, $1
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
         $8::text[]) AS new (id, name, email, reason, message, held_cause, origin)`,
      [
        now,
        column((e) => e.id),
        column((e) => e.message.name),
        column((e) => e.message.email),
        column((e) => e.message.reason),
        column((e) => e.message.message),
        column((e) => e.message.heldCause ?? null),
        column((e) => e.origin),
      ],
    );
  }

  async function changed(sql: string, values: unknown[]) {
    const result = await pool.query(sql, values);
    return result.rowCount ?? 0;
  }

  function requeue(id: string, from: string, now: number) {
    return changed(
      `UPDATE contact_messages
       SET state = 'pending', queued_at = $3, next_attempt_at = $3, lease_owner = NULL,
         lease_until = NULL
       WHERE id = $1 AND state = $2`,
      [id, from, now],
    ).then((count) => count === 1);
  }

  if (options.migrate !== false) {
    const client = await pool.connect().catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    try {
      await migrateSchema(client, outboxSchema);
    } catch (error) {
      client.release();
      await pool.end();
      throw error;
    }
    client.release();
  }

  return {
    kind: "postgres",
    pool,
    location: describeDatabaseUrl(options.url),
    enqueueMany(messages, { now = Date.now(), floodPerHour } = {}) {
      return transaction(async (client) => {
        await client.query("SELECT pg_advisory_xact_lock($1)", [ENQUEUE_LOCK]);
        await assertRoom(client);
        const { rows } = await client.query(
          `SELECT
             (SELECT COUNT(*) FROM contact_messages
              WHERE held_cause IS NULL AND created_at > $1 AND origin = 'visitor') AS passed_on,
             EXISTS (SELECT 1 FROM contact_messages WHERE held_cause = 'flood' AND created_at > $1)
               AS flooding`,
          [now - FLOOD_WINDOW_MS],
        );
        const hour = HourSchema.parse(rows[0]);
        const decided = applyFloodGuard(
          messages,
          { passedOn: hour.passed_on, flooding: hour.flooding },
          floodPerHour,
        );
        const entries = decided.map(({ message }) => ({
          id: randomUUID(),
          message,
          origin: "visitor",
        }));
        if (floodPerHour !== undefined && decided.some((entry) => entry.startedFlood)) {
          entries.push({
            id: randomUUID(),
            message: floodNotice(floodPerHour, now),
            origin: "relay",
          });
        }
        await insert(client, entries, now);
        return decided.map(({ message, startedFlood }, index) => ({
          id: entries[index]?.id ?? "",
          heldCause: message.heldCause,
          startedFlood,
        }));
      });
    },
    async claimDue(owner, now, leaseMs) {
      // The conditions are repeated in the outer WHERE so that the row is re-checked once locked.
      const { rows } = await pool.query(
        `UPDATE contact_messages
         SET lease_owner = $1, lease_until = $2::bigint + $3::bigint, attempts = attempts + 1
         WHERE id = (
           SELECT id FROM contact_messages
           WHERE state = 'pending' AND next_attempt_at <= $2
             AND (lease_until IS NULL OR lease_until <= $2)
           ORDER BY next_attempt_at, created_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED
         )
           AND state = 'pending' AND (lease_until IS NULL OR lease_until <= $2)
         RETURNING *`,
        [owner, now, leaseMs],
      );
      return toRows(rows)[0];
    },
    async nextDueAt() {
      const { rows } = await pool.query(
        `SELECT MIN(GREATEST(next_attempt_at, COALESCE(lease_until, 0))) AS value
         FROM contact_messages WHERE state = 'pending'`,
      );
      return ValueSchema.parse(rows[0]).value ?? undefined;
    },
    async markDelivered(id, now = Date.now()) {
      await pool.query(
        `UPDATE contact_messages
         SET state = 'delivered', delivered_at = $2, lease_owner = NULL, lease_until = NULL
         WHERE id = $1 AND state != 'delivered'`,
        [id, now],
      );
    },
    async markRetry(id, error, nextAt, owner) {
      const count = await changed(
        `UPDATE contact_messages
         SET next_attempt_at = $3, last_error = $2, lease_owner = NULL, lease_until = NULL
         WHERE id = $1 AND state = 'pending' AND ($4::text IS NULL OR lease_owner = $4)`,
        [id, error, nextAt, owner ?? null],
      );
      return count === 1;
    },
    async markFailed(id, error, owner) {
      const count = await changed(
        `UPDATE contact_messages
         SET state = 'failed', last_error = $2, lease_owner = NULL, lease_until = NULL
         WHERE id = $1 AND state = 'pending' AND ($3::text IS NULL OR lease_owner = $3)`,
        [id, error, owner ?? null],
      );
      return count === 1;
    },
    release: (id, now = Date.now()) => requeue(id, "held", now),
    retry: (id, now = Date.now()) => requeue(id, "failed", now),
    releaseHeld(cause, now = Date.now()) {
      return changed(
        `UPDATE contact_messages SET state = 'pending', queued_at = $2, next_attempt_at = $2
         WHERE state = 'held' AND held_cause = $1`,
        [cause, now],
      );
    },
    async purge({ deliveredBefore, heldBefore }) {
      return {
        delivered: await changed(
          "DELETE FROM contact_messages WHERE state = 'delivered' AND delivered_at < $1",
          [deliveredBefore],
        ),
        held: await changed(
          "DELETE FROM contact_messages WHERE state = 'held' AND created_at < $1",
          [heldBefore],
        ),
      };
    },
    async probe() {
      // The same kind of write a message needs, rolled back: fails on a read-only database or
      // replica, a full disk, missing rights, or a table at its size cap.
      await transaction(async (client) => {
        await assertRoom(client);
        await client.query(
          `INSERT INTO contact_messages (id, created_at, queued_at, name, email, reason, message,
             state, next_attempt_at)
           VALUES ($1, 0, 0, '', '', '', $2, 'held', 0)`,
          [`health-probe-${randomUUID()}`, PROBE_TEXT],
        );
      }, "ROLLBACK");
    },
    async stats(now = Date.now()) {
      const { rows } = await pool.query(
        `SELECT
           COUNT(*) FILTER (WHERE state = 'pending') AS pending,
           COUNT(*) FILTER (WHERE state = 'held') AS held,
           COUNT(*) FILTER (WHERE state = 'failed') AS failed,
           MIN(created_at) FILTER (WHERE state = 'pending') AS oldest_pending_at,
           COUNT(*) FILTER (WHERE state = 'held' AND held_cause = 'flood') AS flood_held,
           COALESCE(BOOL_OR(held_cause = 'flood' AND created_at > $1), false) AS flood_active
         FROM contact_messages`,
        [now - FLOOD_WINDOW_MS],
      );
      const counts = CountsSchema.parse(rows[0]);
      return {
        pending: counts.pending,
        held: counts.held,
        failed: counts.failed,
        oldestPendingAt: counts.oldest_pending_at ?? undefined,
        floodActive: counts.flood_active,
        floodHeld: counts.flood_held,
      };
    },
    async get(id) {
      const { rows } = await pool.query("SELECT * FROM contact_messages WHERE id = $1", [id]);
      return toRows(rows)[0];
    },
    async list() {
      // Arrival order, as the SQLite store lists it: `seq` (an identity column) stands for rowid.
      const { rows } = await pool.query("SELECT * FROM contact_messages ORDER BY created_at, seq");
      return toRows(rows);
    },
    async close() {
      await pool.end();
    },
  };
}
