import type { Logger } from "../logger";
import { defaultStatsLimits, type StatsLimits } from "./limits";
import { isEmptyBatch, type StatsStore } from "./store";
import { createTally } from "./tally";
import type { View } from "./visit";
import { createVisitorHasher, dayOf, type VisitorHasher } from "./visitor-hash";
import { bucketOf, type Engine, type Metric, type Template } from "./vitals";

// Counting off the request path: a view is a few map updates in memory; a timer writes the tally
// to the store every few seconds (and once more at shutdown). A store that fails (broken, full,
// unreachable) is logged once, until it works again, and its batch is dropped: counts are worth
// less than a page, and keeping them would let memory grow while the store is down.

export type StatsRecorder = {
  view(view: View, visitor: { address: string; userAgent: string }): void;
  vital(entry: { template: Template; engine: Engine; metric: Metric; value: number }): void;
  /** Writes what is counted so far; never rejects. */
  flush(): Promise<void>;
  /** Flushes and stops the timer (the store is closed by its owner). */
  close(): Promise<void>;
};

export type RecorderOptions = {
  store: StatsStore;
  logger: Logger;
  flushIntervalMs: number;
  retentionDays: number;
  limits?: StatsLimits;
  now?: () => number;
  hasher?: VisitorHasher;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Old days are deleted at the first flush and then this often. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export function createStatsRecorder(options: RecorderOptions): StatsRecorder {
  const { store, logger } = options;
  const limits = options.limits ?? defaultStatsLimits;
  const now = options.now ?? Date.now;
  const hasher = options.hasher ?? createVisitorHasher();
  const tally = createTally(limits);
  let failing = false;
  let lastPurge = -Infinity;
  let flushing: Promise<void> = Promise.resolve();

  async function write() {
    const batch = tally.drain();
    try {
      if (!isEmptyBatch(batch)) await store.add(batch, limits);
      const time = now();
      if (time - lastPurge >= PURGE_INTERVAL_MS) {
        lastPurge = time;
        await store.purgeBefore(dayOf(time - options.retentionDays * DAY_MS));
      }
      if (failing) logger.info("stats.store_recovered", { location: store.location });
      failing = false;
    } catch (error) {
      if (!failing) logger.error("stats.store_failed", { location: store.location, error });
      failing = true;
    }
  }

  function flush() {
    // One flush at a time: the next waits for the one under way.
    flushing = flushing.then(write);
    return flushing;
  }

  const timer = setInterval(() => void flush(), options.flushIntervalMs);
  timer.unref();

  return {
    view(view, { address, userAgent }) {
      const time = now();
      tally.view(view, hasher.hash(address, userAgent, time), dayOf(time));
    },
    vital({ template, engine, metric, value }) {
      tally.vital({ day: dayOf(now()), template, engine, metric, bucket: bucketOf(metric, value) });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
