import { writeFileSync } from "node:fs";
import path from "node:path";

import { terminalSafe, terminalSafeJson } from "#scripts/messages/terminal-safe.ts";
import {
  type CommandOutput,
  exitStatus,
  fail,
  keptOutput,
  parsedArguments,
} from "#scripts/owner-command.ts";
import { contactVariables } from "#server/contact/settings.ts";
import { openOutboxReadOnly } from "#server/outbox/outbox.ts";
import type { StoredMessage } from "#server/outbox/stored-message.ts";
import { readSqliteStats, STATS_FILE } from "#server/stats/sqlite-stats-store.ts";
import type { StoredStats } from "#server/stats/store.ts";
import { dayOf } from "#server/stats/visitor-hash.ts";

import { htmlReport } from "./html";
import { type StatsSummary, summarize } from "./summary";
import { textReport } from "./text";

// What `npm run stats` does (scripts/stats.ts runs it), as a function of its arguments and
// environment, so that tests can run it without a process of its own. It reads the store the
// server writes (DATABASE_URL, else DATA_DIR), never writes to it, and migrates nothing.

const usage = `usage:
  npm run stats -- [--days N] [--json] [--html FILE] [--data-dir <dir>]
The last N days (default 30, today included, UTC) of page views, visitors, pages, languages,
referrers, devices, broken links, contact messages and (when on) field speed.
The store is PostgreSQL at $DATABASE_URL when set; else SQLite in --data-dir, $DATA_DIR or ./data.`;

const DAY_MS = 86_400_000;
// PostgreSQL's code for a missing table: the server never counted on this database.
const UNDEFINED_TABLE = "42P01";

export async function statsCommand(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  output: CommandOutput,
  now = Date.now(),
): Promise<number> {
  return exitStatus(() => run(argv, env, output, now), output);
}

/** Runs the command with its output kept: for tests. */
export function statsCommandOutput(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  now?: number,
) {
  return keptOutput((output) => statsCommand(argv, env, output, now));
}

function parsed(argv: readonly string[]) {
  return parsedArguments(
    {
      args: [...argv],
      options: {
        days: { type: "string", default: "30" },
        json: { type: "boolean", default: false },
        html: { type: "string" },
        "data-dir": { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    },
    usage,
  ).values;
}

type Read = { location: string; stats: StoredStats; messages: StoredMessage[] | undefined };

async function readPostgres(url: string, from: string, to: string): Promise<Read> {
  // Loaded only for PostgreSQL: the SQLite owner's CLI starts without pg.
  const { openPostgresStatsStore } = await import("#server/stats/postgres-stats-store.ts");
  const { openPostgresStore } = await import("#server/outbox/postgres-store.ts");
  const store = await openPostgresStatsStore({ url, migrate: false });
  try {
    const stats = await store.read(from, to);
    const outbox = await openPostgresStore({ url, migrate: false });
    const messages = await outbox.list().then(
      (list) => list,
      () => undefined,
    );
    await outbox.close();
    return { location: store.location, stats, messages };
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === UNDEFINED_TABLE) {
      fail(`No visit counts in ${store.location}: start the server once to create them.`);
    }
    throw error;
  } finally {
    await store.close();
  }
}

function readSqlite(dataDir: string, from: string, to: string): Read {
  const read = readSqliteStats(dataDir, from, to);
  if (!read) {
    fail(
      `No visit counts at ${path.resolve(dataDir, STATS_FILE)}: start the server once to create them.`,
    );
  }
  const outbox = openOutboxReadOnly(dataDir);
  try {
    return { ...read, messages: outbox?.list() };
  } finally {
    outbox?.close();
  }
}

function countMessages(messages: StoredMessage[] | undefined, from: string, to: string) {
  if (messages === undefined) return null;
  const start = Date.parse(from);
  const end = Date.parse(to) + DAY_MS;
  const within = (time: number | null) => time !== null && time >= start && time < end;
  const visitors = messages.filter((message) => message.origin === "visitor");
  return {
    received: visitors.filter((message) => within(message.createdAt)).length,
    delivered: visitors.filter(
      (message) => message.state === "delivered" && within(message.deliveredAt),
    ).length,
  };
}

async function run(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  output: CommandOutput,
  now: number,
) {
  const values = parsed(argv);
  if (values.help) {
    output.out(usage);
    return;
  }
  if (!/^\d+$/.test(values.days) || Number(values.days) < 1)
    fail("--days must be a whole number >= 1");
  const to = dayOf(now);
  const from = dayOf(now - (Number(values.days) - 1) * DAY_MS);
  const databaseUrl = contactVariables.DATABASE_URL.safeParse(env.DATABASE_URL || undefined);
  if (!databaseUrl.success)
    fail("DATABASE_URL must be a postgres:// or postgresql:// connection string");
  const dataDir = values["data-dir"] ?? (env.DATA_DIR || "./data");
  const read =
    databaseUrl.data === undefined
      ? readSqlite(dataDir, from, to)
      : await readPostgres(databaseUrl.data, from, to);
  const summary: StatsSummary = summarize(
    read.stats,
    { from, to },
    countMessages(read.messages, from, to),
  );

  if (values.html !== undefined) writeFileSync(values.html, htmlReport(summary));
  if (values.json) output.out(terminalSafeJson(summary));
  else if (values.html !== undefined) output.out(`Wrote ${terminalSafe(values.html)}`);
  else for (const line of textReport(summary, read.location)) output.out(line);
}
