import type { SqliteDatabase } from "../sqlite";

// Each entry moves the schema one version up; `PRAGMA user_version` records how far a database got.
// Append new migrations, never edit a released one.
export const migrations: readonly string[] = [
  `
  CREATE TABLE messages (
    id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    reason TEXT NOT NULL,
    message TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    delivered_at INTEGER,
    lease_owner TEXT,
    lease_until INTEGER
  ) STRICT;
  CREATE INDEX messages_due ON messages (state, next_attempt_at);
  `,
  // Spam signals hold a message instead of dropping it (state 'held', with its cause), and a message
  // the owner releases or retries starts a new delivery period from `queued_at`.
  `
  CREATE TABLE messages_v2 (
    id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    queued_at INTEGER NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    reason TEXT NOT NULL,
    message TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending'
      CHECK (state IN ('pending', 'delivered', 'failed', 'held')),
    held_cause TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    delivered_at INTEGER,
    lease_owner TEXT,
    lease_until INTEGER
  ) STRICT;
  INSERT INTO messages_v2 (id, created_at, queued_at, name, email, reason, message, state, attempts,
    next_attempt_at, last_error, delivered_at, lease_owner, lease_until)
  SELECT id, created_at, created_at, name, email, reason, message, state, attempts,
    next_attempt_at, last_error, delivered_at, lease_owner, lease_until FROM messages;
  DROP TABLE messages;
  ALTER TABLE messages_v2 RENAME TO messages;
  CREATE INDEX messages_due ON messages (state, next_attempt_at);
  CREATE INDEX messages_age ON messages (state, created_at);
  `,
  // The flood guard counts the last hour's messages by hold cause, and the relay's own notices to
  // the owner (origin 'relay') are not visitors' messages.
  `
  ALTER TABLE messages ADD COLUMN origin TEXT NOT NULL DEFAULT 'visitor';
  CREATE INDEX messages_hold_age ON messages (held_cause, created_at);
  `,
];

export function migrate(db: SqliteDatabase) {
  db.immediate(() => {
    const current = Number(db.pragma("user_version"));
    if (current > migrations.length) {
      throw new Error(
        `messages database is at schema version ${current}, newer than this code (${migrations.length})`,
      );
    }
    for (let version = current; version < migrations.length; version += 1) {
      db.exec(migrations[version] ?? "");
      db.pragma(`user_version = ${version + 1}`);
    }
  });
}
