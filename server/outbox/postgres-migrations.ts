import type { Schema } from "../postgres";

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

/** The outbox's schema, migrated by `migrateSchema` (../postgres.ts). */
export const outboxSchema: Schema = {
  name: "contact outbox",
  versionTable: "contact_outbox_schema",
  // Any constant unlikely to be another application's on the same database; `hashtext` would do too.
  lock: 7_270_210_001,
  migrations: postgresMigrations,
};
