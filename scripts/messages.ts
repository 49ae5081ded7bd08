import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { OUTBOX_FILE, openOutbox } from "../server/outbox/outbox.js";
import type { StoredMessage } from "../server/outbox/outbox.js";

// npm run messages [-- --json] [-- --data-dir ./data]
// Lists the contact messages stored by the relay with their delivery state.

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help) {
  console.log(
    "usage: npm run messages -- [--json] [--data-dir <dir>]   (default: $DATA_DIR or ./data)",
  );
  process.exit(0);
}

const dataDir = values["data-dir"] ?? (process.env.DATA_DIR || "./data");
if (!existsSync(path.join(dataDir, OUTBOX_FILE))) {
  console.error(`No messages database at ${path.resolve(dataDir, OUTBOX_FILE)}`);
  process.exit(1);
}

const outbox = openOutbox({ dataDir });
const messages = outbox.list();
outbox.close();

function time(ms: number | null) {
  return ms === null ? "" : new Date(ms).toISOString().replace("T", " ").slice(0, 19);
}

function clip(text: string, width: number) {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

function toJson(message: StoredMessage) {
  return {
    ...message,
    createdAt: new Date(message.createdAt).toISOString(),
    nextAttemptAt:
      message.state === "pending" ? new Date(message.nextAttemptAt).toISOString() : null,
    deliveredAt: message.deliveredAt === null ? null : new Date(message.deliveredAt).toISOString(),
    leaseUntil: message.leaseUntil === null ? null : new Date(message.leaseUntil).toISOString(),
  };
}

if (values.json) {
  console.log(JSON.stringify(messages.map(toJson), null, 2));
} else if (messages.length === 0) {
  console.log(`No messages in ${outbox.file}`);
} else {
  const header = [
    "id",
    "received (UTC)",
    "state",
    "tries",
    "next attempt",
    "from",
    "reason",
    "message",
    "last error",
  ];
  const rows = messages.map((m) => [
    m.id,
    time(m.createdAt),
    m.state,
    String(m.attempts),
    m.state === "pending" ? time(m.nextAttemptAt) : "",
    clip(`${m.name} <${m.email}>`, 32),
    m.reason,
    clip(m.message, 40),
    clip(m.lastError ?? "", 40),
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
  const count = (state: string) => messages.filter((m) => m.state === state).length;
  console.log(
    `\n${messages.length} messages: ${count("pending")} pending, ${count("delivered")} delivered, ${count("failed")} failed (${outbox.file}; --json for the full texts)`,
  );
}
