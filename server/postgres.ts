import type pg from "pg";

// What the two PostgreSQL stores (the outbox, the visit counts) do alike: a transaction on a pooled
// connection, and a schema brought up to date under an advisory lock.

/**
 * Runs `work` in a transaction on a pooled connection. A connection lost while checked out (between
 * two statements) emits 'error' on its client, where the pool listens only while it is idle:
 * unheard, that would end the process, so it is passed to `onConnectionError`. A connection that
 * cannot even roll back is destroyed rather than handed out again. `end` is ROLLBACK for a probe
 * whose write must not stay.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: { end?: "COMMIT" | "ROLLBACK"; onConnectionError?: (error: Error) => void } = {},
): Promise<T> {
  const client = await pool.connect();
  const onError = (error: Error) => options.onConnectionError?.(error);
  client.on("error", onError);
  let broken = false;
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query(options.end ?? "COMMIT");
    return result;
  } catch (error) {
    broken = await client.query("ROLLBACK").then(
      () => false,
      () => true,
    );
    throw error;
  } finally {
    client.off("error", onError);
    client.release(broken);
  }
}

export type Schema = {
  /** What the error calls it: "contact outbox", "stats tables". */
  name: string;
  /** The one-row table recording the version. */
  versionTable: string;
  /** A constant of this schema's own, for `pg_advisory_xact_lock`. */
  lock: number;
  /** One entry per version: append new ones, never edit a released one. */
  migrations: readonly string[];
};

/**
 * Brings a schema to its latest version in one transaction, under an advisory lock so that
 * instances starting together migrate once. Refuses a database newer than this code.
 */
export async function migrateSchema(client: pg.ClientBase, schema: Schema) {
  const { name, versionTable, lock, migrations } = schema;
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [lock]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${versionTable} (version INTEGER NOT NULL)`);
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${versionTable}`);
    const current = rows[0]?.version ?? 0;
    if (current > migrations.length) {
      throw new Error(
        `${name} is at schema version ${current}, newer than this code (${migrations.length})`,
      );
    }
    for (let version = current; version < migrations.length; version += 1) {
      await client.query(migrations[version] ?? "");
    }
    await client.query(`DELETE FROM ${versionTable}`);
    await client.query(`INSERT INTO ${versionTable} (version) VALUES ($1)`, [migrations.length]);
    await client.query("COMMIT");
    return { from: current, to: migrations.length };
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}
