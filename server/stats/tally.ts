import { createDayCaps, keyOf, type StatsLimits } from "./limits";
import type { StatsBatch, ViewRow, VitalRow } from "./store";
import type { View } from "./visit";
import type { Engine, Metric, Template } from "./vitals";

// Views and speed figures counted in memory between two flushes, so a page never waits on the
// store. The current day's visitor hashes are remembered (up to a cap) to count each visitor once
// per day, site-wide and per page; they are never written anywhere and are dropped with the day.

export type Tally = {
  view(view: View, visitor: string, day: string): void;
  vital(entry: {
    day: string;
    template: Template;
    engine: Engine;
    metric: Metric;
    bucket: number;
  }): void;
  /** What was counted since the last drain, as increments; the tally starts again empty. */
  drain(): StatsBatch;
};

export function createTally(limits: StatsLimits): Tally {
  let day = "";
  let caps = createDayCaps([], limits);
  let visitors = new Set<string>();
  let pageVisitors = new Set<string>();
  let views = new Map<string, ViewRow>();
  let newVisitors = new Map<string, number>();
  let vitals = new Map<string, VitalRow>();

  function startDay(today: string) {
    if (today === day) return;
    day = today;
    caps = createDayCaps([], limits);
    visitors = new Set();
    pageVisitors = new Set();
  }

  /** Whether `hash` is new in `set`; past the cap every unseen hash is (an overcount, bounded). */
  function firstTime(set: Set<string>, hash: string): boolean {
    if (set.has(hash)) return false;
    if (set.size < limits.visitorHashes) set.add(hash);
    return true;
  }

  return {
    view(view, visitor, today) {
      startDay(today);
      const admitted = caps.admit(view);
      const key = `${today}\n${keyOf(admitted)}`;
      const row = views.get(key) ?? { ...admitted, day: today, views: 0, visitors: 0 };
      row.views += 1;
      // Visitors are counted on pages; broken links are counted as views only.
      if (view.kind === "page") {
        if (firstTime(pageVisitors, `${admitted.path}\n${visitor}`)) row.visitors += 1;
        if (firstTime(visitors, visitor)) newVisitors.set(today, (newVisitors.get(today) ?? 0) + 1);
      }
      views.set(key, row);
    },
    vital(entry) {
      const key = JSON.stringify([
        entry.day,
        entry.template,
        entry.engine,
        entry.metric,
        entry.bucket,
      ]);
      const row = vitals.get(key) ?? { ...entry, samples: 0 };
      row.samples += 1;
      vitals.set(key, row);
    },
    drain() {
      const batch: StatsBatch = {
        views: [...views.values()],
        days: [...newVisitors].map(([day, visitors]) => ({ day, visitors })),
        vitals: [...vitals.values()],
      };
      views = new Map();
      newVisitors = new Map();
      vitals = new Map();
      return batch;
    },
  };
}
