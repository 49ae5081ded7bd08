import type { LogFields, Logger } from "../logger";

// Rejected requests (415, 405, 429, 413, 400) are logged once per kind and interval; the rest of an
// interval's rejections of that kind become one summary line with their count, so a flood of bad
// requests cannot flood the log.

export type RejectionLog = {
  note(fields: LogFields & { status: number }): void;
  /** Writes the pending summaries and stops the timer. */
  close(): void;
};

export function createRejectionLog(logger: Logger, intervalMs = 60_000): RejectionLog {
  const suppressed = new Map<string, { fields: LogFields; count: number }>();
  const seen = new Set<string>();

  function flush() {
    for (const { fields, count } of suppressed.values()) {
      logger.info("contact.rejected_summary", { ...fields, count, seconds: intervalMs / 1000 });
    }
    suppressed.clear();
    seen.clear();
  }

  const timer = setInterval(flush, intervalMs);
  timer.unref();

  return {
    note(fields) {
      const key = JSON.stringify(fields);
      if (!seen.has(key)) {
        seen.add(key);
        logger.info("contact.rejected", fields);
        return;
      }
      const entry = suppressed.get(key);
      if (entry) entry.count += 1;
      else suppressed.set(key, { fields, count: 1 });
    },
    close() {
      clearInterval(timer);
      flush();
    },
  };
}
