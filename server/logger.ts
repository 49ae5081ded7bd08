// One JSON line per event on stdout: `{ time, level, event, ...fields }`. Secrets registered with
// `redact()` are replaced in the serialized line, so they cannot leak through any field, nested
// object or error text.

type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

export type Logger = {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
  /** Never print this value again, in any line of this logger. */
  redact(secret: string | undefined): void;
};

export const REDACTED = "[redacted]";

function writeStdout(line: string) {
  process.stdout.write(`${line}\n`);
}

function toJson(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message };
  }
  if (typeof value === "bigint") {
    return value.toString();
  }
  return value;
}

export function createLogger(write: (line: string) => void = writeStdout): Logger {
  const secrets = new Set<string>();

  function scrub(line: string) {
    let clean = line;
    for (const secret of secrets) {
      clean = clean.split(secret).join(REDACTED);
    }
    return clean;
  }

  function log(level: LogLevel, event: string, fields: LogFields = {}) {
    const entry = { time: new Date().toISOString(), level, event, ...fields };
    let line: string;
    try {
      line = JSON.stringify(entry, (_key, value: unknown) => toJson(value));
    } catch {
      line = JSON.stringify({ time: entry.time, level, event, unserializable: true });
    }
    write(scrub(line));
  }

  return {
    info: (event, fields) => log("info", event, fields),
    warn: (event, fields) => log("warn", event, fields),
    error: (event, fields) => log("error", event, fields),
    redact(secret) {
      if (!secret) return;
      secrets.add(secret);
      // The same secret as it appears inside a JSON string (quotes, backslashes, control characters).
      secrets.add(JSON.stringify(secret).slice(1, -1));
    },
  };
}
