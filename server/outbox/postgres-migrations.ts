import type pg from "pg";

// The PostgreSQL outbox's schema, one entry per version, recorded in `contact_outbox_schema`.
// Append new migrations, never edit a released one. Instances that start together (a deploy of
// several replicas) take turns under an advisory lock, so each migration runs once.

export const MESSAGES_TABLE = "contact_messages";

export const postgresMigrations: readonly string[] = [
  `
  CREATE TABLE contact_messages (
    seq BIGINT GENERATED ALWAYS AS IDENTITY,
    id TEXT PRIMARY KEY,
    created_at BIGINT NOT NULL,
    queued_at BIGINT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    reason TEXT NOT NULL,
    message TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending'
      CHECK (state IN ('pending', 'delivered', 'failed', 'held')),
    held_cause TEXT,
    origin TEXT NOT NULL DEFAULT 'visitor',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT,
    delivered_at BIGINT,
    lease_owner TEXT,
    lease_until BIGINT
  );
  CREATE INDEX contact_messages_due ON contact_messages (next_attempt_at) WHERE state = 'pending';
  CREATE INDEX contact_messages_age ON contact_messages (state, created_at);
  CREATE INDEX contact_messages_hold_age ON contact_messages (held_cause, created_at);
  `,
];

// Any constant unlikely to be another application's on the same database; `hashtext` would do too.
const MIGRATION_LOCK = 7_270_210_001;

export async function migratePostgres(client: pg.ClientBase) {
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS contact_outbox_schema (version INTEGER NOT NULL)",
    );
    const { rows } = await client.query<{ version: number }>(
      "SELECT version FROM contact_outbox_schema",
    );
    const current = rows[0]?.version ?? 0;
    if (current > postgresMigrations.length) {
      throw new Error(
        `contact outbox is at schema version ${current}, newer than this code (${postgresMigrations.length})`,
      );
    }
    for (let version = current; version < postgresMigrations.length; version += 1) {
      await client.query(postgresMigrations[version] ?? "");
    }
    await client.query("DELETE FROM contact_outbox_schema");
    await client.query("INSERT INTO contact_outbox_schema (version) VALUES ($1)", [
      postgresMigrations.length,
    ]);
    await client.query("COMMIT");
    return { from: current, to: postgresMigrations.length };
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}
