import type { SqliteDatabase } from "../sqlite";

// The SQLite stats database's schema (`stats.sqlite`, beside the outbox under DATA_DIR), one entry
// per version, recorded in `PRAGMA user_version`. Append new migrations, never edit a released one.
// Days are UTC dates ("2026-11-28"); every table is an aggregate per day.
export const statsMigrations: readonly string[] = [
  `
  CREATE TABLE views (
    day TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('page', 'not_found')),
    path TEXT NOT NULL,
    language TEXT NOT NULL,
    referrer TEXT NOT NULL,
    device TEXT NOT NULL CHECK (device IN ('phone', 'desktop')),
    views INTEGER NOT NULL,
    visitors INTEGER NOT NULL,
    PRIMARY KEY (day, kind, path, language, referrer, device)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE days (
    day TEXT PRIMARY KEY,
    visitors INTEGER NOT NULL
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE vitals (
    day TEXT NOT NULL,
    template TEXT NOT NULL,
    engine TEXT NOT NULL,
    metric TEXT NOT NULL,
    bucket INTEGER NOT NULL,
    samples INTEGER NOT NULL,
    PRIMARY KEY (day, template, engine, metric, bucket)
  ) STRICT, WITHOUT ROWID;
  `,
];

export function migrateStats(db: SqliteDatabase) {
  db.immediate(() => {
    const current = Number(db.pragma("user_version"));
    if (current > statsMigrations.length) {
      throw new Error(
        `stats database is at schema version ${current}, newer than this code (${statsMigrations.length})`,
      );
    }
    for (let version = current; version < statsMigrations.length; version += 1) {
      db.exec(statsMigrations[version] ?? "");
      db.pragma(`user_version = ${version + 1}`);
    }
  });
}
