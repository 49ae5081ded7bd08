import path from "node:path";

import {
  type CommandOutput,
  exitStatus,
  fail,
  keptOutput,
  parsedArguments,
} from "#scripts/owner-command.ts";
import { contactVariables } from "#server/contact/settings.ts";
import { openOutbox, openOutboxReadOnly, OUTBOX_FILE } from "#server/outbox/outbox.ts";
import { sqliteStore } from "#server/outbox/sqlite-store.ts";
import type { MessageStore } from "#server/outbox/store.ts";
import {
  isMessageState,
  messageStates,
  type StoredMessage,
} from "#server/outbox/stored-message.ts";

import { terminalSafe, terminalSafeJson } from "./terminal-safe";

// What `npm run messages` does (scripts/messages.ts runs it), as a function of its arguments and
// environment, so that tests can run it without starting a process, which costs CPU
// (docs/performance.md).

/** Runs the owner's messages command; resolves to its exit status. */
export async function messagesCommand(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  output: CommandOutput,
): Promise<number> {
  return exitStatus(() => run(argv, env, output), output);
}

/** Runs the command with its output kept: for tests, which need no process of their own. */
export function messagesCommandOutput(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
) {
  return keptOutput((output) => messagesCommand(argv, env, output));
}

const usage = `usage:
  npm run messages -- [--json] [--state pending|delivered|failed|held] [--data-dir <dir>]
  npm run messages -- release <id>    send a held message (taken for spam) to the webhook
  npm run messages -- release --cause <flood|honeypot|too_fast>   send every held one of that cause
  npm run messages -- retry <id>      try a failed message again
The outbox is PostgreSQL at $DATABASE_URL when set; else SQLite in --data-dir, $DATA_DIR or ./data.`;

// PostgreSQL's code for a missing table: the server never started on this database.
const UNDEFINED_TABLE = "42P01";

type OpenStore = { store: MessageStore; run: <T>(work: () => Promise<T>) => Promise<T> };

async function postgres(url: string): Promise<OpenStore & { location: string }> {
  // Loaded only for PostgreSQL: the SQLite owner's CLI starts without pg.
  const { openPostgresStore } = await import("#server/outbox/postgres-store.ts");
  const store = await openPostgresStore({ url, migrate: false });
  return {
    store,
    location: store.location,
    async run(work) {
      try {
        return await work();
      } catch (error) {
        if (error instanceof Error && "code" in error && error.code === UNDEFINED_TABLE) {
          fail(`No contact outbox in ${store.location}: start the server once to create it.`);
        }
        throw error;
      } finally {
        await store.close();
      }
    },
  };
}

function time(ms: number | null) {
  return ms === null ? "" : new Date(ms).toISOString().replace("T", " ").slice(0, 19);
}

function clip(text: string, width: number) {
  const flat = terminalSafe(text.replace(/[\n\t]+/g, " "));
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

function toJson(message: StoredMessage) {
  return {
    ...message,
    createdAt: new Date(message.createdAt).toISOString(),
    queuedAt: new Date(message.queuedAt).toISOString(),
    nextAttemptAt:
      message.state === "pending" ? new Date(message.nextAttemptAt).toISOString() : null,
    deliveredAt: message.deliveredAt === null ? null : new Date(message.deliveredAt).toISOString(),
    leaseUntil: message.leaseUntil === null ? null : new Date(message.leaseUntil).toISOString(),
  };
}

function table(list: StoredMessage[]): string[] {
  const header = [
    "id",
    "received (UTC)",
    "state",
    "tries",
    "next attempt",
    "from",
    "reason",
    "message",
    "last error or hold cause",
  ];
  const rows = list.map((m) => [
    m.id,
    time(m.createdAt),
    m.state,
    String(m.attempts),
    m.state === "pending" ? time(m.nextAttemptAt) : "",
    clip(`${m.name} <${m.email}>`, 32),
    clip(m.reason, 14),
    clip(m.message, 40),
    clip(m.state === "held" ? `held: ${m.heldCause ?? ""}` : (m.lastError ?? ""), 40),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)];
}

function parsed(argv: readonly string[]) {
  return parsedArguments(
    {
      args: [...argv],
      allowPositionals: true,
      options: {
        json: { type: "boolean", default: false },
        state: { type: "string" },
        "data-dir": { type: "string" },
        cause: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    },
    usage,
  );
}

async function run(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  output: CommandOutput,
): Promise<void> {
  const { values, positionals } = parsed(argv);

  if (values.help) {
    output.out(usage);
    return;
  }

  const dataDir = values["data-dir"] ?? (env.DATA_DIR || "./data");
  const databaseUrl = contactVariables.DATABASE_URL.safeParse(env.DATABASE_URL || undefined);
  if (!databaseUrl.success)
    fail("DATABASE_URL must be a postgres:// or postgresql:// connection string");
  const missing = `No messages database at ${path.resolve(dataDir, OUTBOX_FILE)}`;
  const [command, id, ...extra] = positionals;

  /** The store to change, opened without migrating (the server does that). */
  async function writableStore(): Promise<OpenStore> {
    if (databaseUrl.data !== undefined) return postgres(databaseUrl.data);
    const reader = openOutboxReadOnly(dataDir);
    if (!reader) fail(missing);
    const current = reader.current;
    reader.close();
    if (!current)
      fail("This database is from an older version: start the server once to upgrade it.");
    const store = sqliteStore(openOutbox({ dataDir }));
    return {
      store,
      async run(work) {
        try {
          return await work();
        } finally {
          await store.close();
        }
      },
    };
  }

  if (command === "release" && id === undefined && values.cause !== undefined) {
    if (extra.length > 0) fail(usage);
    const cause = values.cause;
    const { store, run } = await writableStore();
    const count = await run(() => store.releaseHeld(cause));
    output.out(
      `${count} held message${count === 1 ? "" : "s"} with cause ${terminalSafe(cause)} pending again: the running server delivers them.`,
    );
    return;
  }

  if (command === "release" || command === "retry") {
    if (id === undefined || extra.length > 0 || values.cause !== undefined) fail(usage);
    const { store, run } = await writableStore();
    const { changed, message } = await run(async () => ({
      changed: command === "release" ? await store.release(id) : await store.retry(id),
      message: await store.get(id),
    }));
    if (!changed) {
      const expected = command === "release" ? "held" : "failed";
      fail(
        message === undefined
          ? `No message with id ${terminalSafe(id)}`
          : `Message ${id} is ${message.state}, not ${expected}: nothing to ${command}`,
      );
    }
    output.out(
      `Message ${id} is pending again: the running server delivers it within its poll interval.`,
    );
    return;
  }

  if (command !== undefined) fail(`Unknown command "${terminalSafe(command)}"\n${usage}`);
  const state = values.state;
  if (state !== undefined && !isMessageState(state)) {
    fail(`--state must be one of ${messageStates.join(", ")}`);
  }

  async function readAll(): Promise<{ location: string; all: StoredMessage[] }> {
    if (databaseUrl.data !== undefined) {
      const { location, store, run } = await postgres(databaseUrl.data);
      return { location, all: await run(() => store.list()) };
    }
    const reader = openOutboxReadOnly(dataDir);
    if (!reader) fail(missing);
    try {
      return { location: reader.file, all: reader.list() };
    } finally {
      reader.close();
    }
  }

  const { location, all } = await readAll();
  const messages = all.filter((m) => state === undefined || m.state === state);

  if (values.json) {
    output.out(terminalSafeJson(messages.map(toJson)));
  } else if (messages.length === 0) {
    output.out(`No messages in ${location}${state ? ` (state ${state})` : ""}`);
  } else {
    for (const line of table(messages)) output.out(line);
    const count = (state: string) => messages.filter((m) => m.state === state).length;
    output.out(
      `\n${messages.length} messages: ${count("pending")} pending, ${count("delivered")} delivered, ${count("failed")} failed, ${count("held")} held (${location}; --json for the full texts)`,
    );
    if (count("held") > 0) {
      output.out(
        "Held messages looked like spam or came in a flood; `npm run messages -- release <id>` sends one, `release --cause flood` all of a flood.",
      );
    }
  }
}
