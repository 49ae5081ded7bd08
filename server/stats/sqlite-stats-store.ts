import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

import { openSharedSqlite, openSqlite, type SqliteDatabase } from "../sqlite";
import { admitRows, createDayCaps } from "./limits";
import { migrateStats, statsMigrations } from "./migrations";
import { DayRowSchema, ViewKeySchema, ViewRowSchema, VitalRowSchema } from "./rows";
import { batchDays, type StatsStore, type StoredStats } from "./store";

// The stats in their own SQLite file beside the outbox: a broken or full stats file never touches
// the messages, and the counts, unlike messages, need no sync to disk on every write (a power cut
// loses at most the last flush).

export const STATS_FILE = "stats.sqlite";

function settled<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}

function readAll(db: SqliteDatabase, fromDay: string, toDay: string): StoredStats {
  const range = { from: fromDay, to: toDay };
  const select = (table: string) =>
    db.prepare(`SELECT * FROM ${table} WHERE day BETWEEN @from AND @to ORDER BY day`).all(range);
  return {
    views: select("views").map((row) => ViewRowSchema.parse(row)),
    days: select("days").map((row) => DayRowSchema.parse(row)),
    vitals: select("vitals").map((row) => VitalRowSchema.parse(row)),
  };
}

export function openSqliteStatsStore(dataDir: string): StatsStore {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, STATS_FILE);
  const db = openSharedSqlite(file, { busyTimeoutMs: 5000, synchronous: "NORMAL" });
  try {
    migrateStats(db);
  } catch (error) {
    db.close();
    throw error;
  }
  const dayKeys = db.prepare(
    "SELECT kind, path, language, referrer, device FROM views WHERE day = ?",
  );
  const addView = db.prepare(
    `INSERT INTO views (day, kind, path, language, referrer, device, views, visitors)
     VALUES (@day, @kind, @path, @language, @referrer, @device, @views, @visitors)
     ON CONFLICT DO UPDATE SET views = views + excluded.views,
       visitors = visitors + excluded.visitors`,
  );
  const addDay = db.prepare(
    `INSERT INTO days (day, visitors) VALUES (@day, @visitors)
     ON CONFLICT DO UPDATE SET visitors = visitors + excluded.visitors`,
  );
  const addVital = db.prepare(
    `INSERT INTO vitals (day, template, engine, metric, bucket, samples)
     VALUES (@day, @template, @engine, @metric, @bucket, @samples)
     ON CONFLICT DO UPDATE SET samples = samples + excluded.samples`,
  );

  return {
    location: file,
    add: (batch, limits) =>
      settled(() =>
        db.immediate(() => {
          for (const day of batchDays(batch)) {
            const caps = createDayCaps(
              dayKeys.all(day).map((row) => ViewKeySchema.parse(row)),
              limits,
            );
            const rows = admitRows(
              caps,
              batch.views.filter((view) => view.day === day),
            );
            for (const { kind, path, language, referrer, device, ...row } of rows) {
              addView.run({
                day,
                kind,
                path,
                language,
                referrer,
                device,
                views: row.views,
                visitors: row.visitors,
              });
            }
          }
          for (const { day, visitors } of batch.days) addDay.run({ day, visitors });
          for (const { day, template, engine, metric, bucket, samples } of batch.vitals) {
            addVital.run({ day, template, engine, metric, bucket, samples });
          }
        }),
      ),
    purgeBefore: (day) =>
      settled(() =>
        db.immediate(() => {
          for (const table of ["views", "days", "vitals"]) {
            db.prepare(`DELETE FROM ${table} WHERE day < ?`).run(day);
          }
        }),
      ),
    read: (fromDay, toDay) => settled(() => readAll(db, fromDay, toDay)),
    close: () => settled(() => db.close()),
  };
}

/** The stats for the owner's report, read-only; undefined when the server never counted here. */
export function readSqliteStats(dataDir: string, fromDay: string, toDay: string) {
  const file = path.resolve(dataDir, STATS_FILE);
  if (!existsSync(file)) return undefined;
  const db = openSqlite(file, { readOnly: true });
  try {
    if (Number(db.pragma("user_version")) !== statsMigrations.length) return undefined;
    return { location: file, stats: readAll(db, fromDay, toDay) };
  } finally {
    db.close();
  }
}
