import path from "node:path";
import { parseArgs } from "node:util";

import { openOutbox, openOutboxReadOnly, OUTBOX_FILE } from "../server/outbox/outbox";
import { isMessageState, messageStates, type StoredMessage } from "../server/outbox/stored-message";
import { terminalSafe, terminalSafeJson } from "./messages/terminal-safe";

// The owner's view of the contact outbox.
//   npm run messages [-- --json] [-- --state held] [-- --data-dir ./data]
//   npm run messages -- release <id>   a held message goes out for delivery
//   npm run messages -- retry <id>     a failed message gets a new delivery period
// Listing opens the database read-only; only release and retry write to it.

const usage = `usage:
  npm run messages -- [--json] [--state pending|delivered|failed|held] [--data-dir <dir>]
  npm run messages -- release <id>    send a held message (taken for spam) to the webhook
  npm run messages -- retry <id>      try a failed message again
The folder is --data-dir, else $DATA_DIR, else ./data.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: "boolean", default: false },
    state: { type: "string" },
    "data-dir": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const dataDir = values["data-dir"] ?? (process.env.DATA_DIR || "./data");
const missing = `No messages database at ${path.resolve(dataDir, OUTBOX_FILE)}`;
const [command, id, ...extra] = positionals;

if (command === "release" || command === "retry") {
  if (id === undefined || extra.length > 0) fail(usage);
  const reader = openOutboxReadOnly(dataDir);
  if (!reader) fail(missing);
  const current = reader.current;
  reader.close();
  if (!current)
    fail("This database is from an older version: start the server once to upgrade it.");
  const outbox = openOutbox({ dataDir });
  const changed = command === "release" ? outbox.release(id) : outbox.retry(id);
  const message = outbox.get(id);
  outbox.close();
  if (!changed) {
    const expected = command === "release" ? "held" : "failed";
    fail(
      message === undefined
        ? `No message with id ${terminalSafe(id)}`
        : `Message ${id} is ${message.state}, not ${expected}: nothing to ${command}`,
    );
  }
  console.log(
    `Message ${id} is pending again: the running server delivers it within its poll interval.`,
  );
  process.exit(0);
}

if (command !== undefined) fail(`Unknown command "${terminalSafe(command)}"\n${usage}`);
if (values.state !== undefined && !isMessageState(values.state)) {
  fail(`--state must be one of ${messageStates.join(", ")}`);
}

const reader = openOutboxReadOnly(dataDir);
if (!reader) fail(missing);
const messages = reader
  .list()
  .filter((m) => values.state === undefined || m.state === values.state);
reader.close();

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

function printTable(list: StoredMessage[]) {
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
  console.log(line(header));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.log(line(row));
}

if (values.json) {
  console.log(terminalSafeJson(messages.map(toJson)));
} else if (messages.length === 0) {
  console.log(`No messages in ${reader.file}${values.state ? ` (state ${values.state})` : ""}`);
} else {
  printTable(messages);
  const count = (state: string) => messages.filter((m) => m.state === state).length;
  console.log(
    `\n${messages.length} messages: ${count("pending")} pending, ${count("delivered")} delivered, ${count("failed")} failed, ${count("held")} held (${reader.file}; --json for the full texts)`,
  );
  if (count("held") > 0) {
    console.log("Held messages looked like spam; `npm run messages -- release <id>` sends one.");
  }
}
