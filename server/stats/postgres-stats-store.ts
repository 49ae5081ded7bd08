import pg from "pg";

import { inTransaction, migrateSchema, type Schema } from "../postgres";
import { admitRows, createDayCaps } from "./limits";
import { DayRowSchema, ViewKeySchema, ViewRowSchema, VitalRowSchema } from "./rows";
import { batchDays, type StatsStore, type StoredStats } from "./store";

// The stats in PostgreSQL, beside the outbox at DATABASE_URL: several instances count into the same
// tables. A flush takes a transaction-scoped advisory lock, so the day caps are checked against
// every instance's rows, and adds with UPSERTs, so no count is lost between two instances.

const MIGRATION_LOCK = 7_270_210_003;
const FLUSH_LOCK = 7_270_210_004;

const postgresStatsMigrations: readonly string[] = [
  `
  CREATE TABLE site_stats_views (
    day TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('page', 'not_found')),
    path TEXT NOT NULL,
    language TEXT NOT NULL,
    referrer TEXT NOT NULL,
    device TEXT NOT NULL CHECK (device IN ('phone', 'desktop')),
    views BIGINT NOT NULL,
    visitors BIGINT NOT NULL,
    PRIMARY KEY (day, kind, path, language, referrer, device)
  );
  CREATE TABLE site_stats_days (day TEXT PRIMARY KEY, visitors BIGINT NOT NULL);
  CREATE TABLE site_stats_vitals (
    day TEXT NOT NULL,
    template TEXT NOT NULL,
    engine TEXT NOT NULL,
    metric TEXT NOT NULL,
    bucket INTEGER NOT NULL,
    samples BIGINT NOT NULL,
    PRIMARY KEY (day, template, engine, metric, bucket)
  );
  `,
];

const statsSchema: Schema = {
  name: "stats tables",
  versionTable: "site_stats_schema",
  lock: MIGRATION_LOCK,
  migrations: postgresStatsMigrations,
};

export async function openPostgresStatsStore(options: {
  url: string;
  /** The owner's report reads without migrating. */
  migrate?: boolean;
  onConnectionError?: (error: Error) => void;
}): Promise<StatsStore> {
  const pool = new pg.Pool({ connectionString: options.url, max: 2 });
  pool.on("error", (error) => options.onConnectionError?.(error));
  if (options.migrate !== false) {
    const client = await pool.connect();
    try {
      await migrateSchema(client, statsSchema);
    } catch (error) {
      client.release();
      await pool.end();
      throw error;
    }
    client.release();
  }

  const transaction = (work: (client: pg.PoolClient) => Promise<void>) =>
    inTransaction(pool, work, { onConnectionError: options.onConnectionError });

  const parsed = new URL(options.url);
  return {
    location: `${parsed.host}${parsed.pathname}`,
    add: (batch, limits) =>
      transaction(async (client) => {
        await client.query("SELECT pg_advisory_xact_lock($1)", [FLUSH_LOCK]);
        for (const day of batchDays(batch)) {
          const existing = await client.query(
            "SELECT kind, path, language, referrer, device FROM site_stats_views WHERE day = $1",
            [day],
          );
          const caps = createDayCaps(
            existing.rows.map((row) => ViewKeySchema.parse(row)),
            limits,
          );
          const rows = admitRows(
            caps,
            batch.views.filter((view) => view.day === day),
          );
          if (rows.length === 0) continue;
          const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
          await client.query(
            `INSERT INTO site_stats_views AS s (day, kind, path, language, referrer, device, views, visitors)
             SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
               $7::bigint[], $8::bigint[])
             ON CONFLICT (day, kind, path, language, referrer, device) DO UPDATE
               SET views = s.views + excluded.views, visitors = s.visitors + excluded.visitors`,
            [
              day,
              column((row) => row.kind),
              column((row) => row.path),
              column((row) => row.language),
              column((row) => row.referrer),
              column((row) => row.device),
              column((row) => row.views),
              column((row) => row.visitors),
            ],
          );
        }
        for (const { day, visitors } of batch.days) {
          await client.query(
            `INSERT INTO site_stats_days AS s (day, visitors) VALUES ($1, $2)
             ON CONFLICT (day) DO UPDATE SET visitors = s.visitors + excluded.visitors`,
            [day, visitors],
          );
        }
        for (const { day, template, engine, metric, bucket, samples } of batch.vitals) {
          await client.query(
            `INSERT INTO site_stats_vitals AS s (day, template, engine, metric, bucket, samples)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (day, template, engine, metric, bucket) DO UPDATE
               SET samples = s.samples + excluded.samples`,
            [day, template, engine, metric, bucket, samples],
          );
        }
      }),
    purgeBefore: (day) =>
      transaction(async (client) => {
        for (const table of ["site_stats_views", "site_stats_days", "site_stats_vitals"]) {
          await client.query(`DELETE FROM ${table} WHERE day < $1`, [day]);
        }
      }),
    async read(fromDay, toDay): Promise<StoredStats> {
      const select = async (table: string) =>
        (
          await pool.query(`SELECT * FROM ${table} WHERE day BETWEEN $1 AND $2 ORDER BY day`, [
            fromDay,
            toDay,
          ])
        ).rows;
      return {
        views: (await select("site_stats_views")).map((row) => ViewRowSchema.parse(row)),
        days: (await select("site_stats_days")).map((row) => DayRowSchema.parse(row)),
        vitals: (await select("site_stats_vitals")).map((row) => VitalRowSchema.parse(row)),
      };
    },
    close: () => pool.end(),
  };
}
