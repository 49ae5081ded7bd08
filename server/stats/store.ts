import type { StatsLimits, ViewKey } from "./limits";
import type { Engine, Metric, Template } from "./vitals";

// What counting needs from a place to keep aggregates, whichever database holds them: SQLite
// (`stats.sqlite` under DATA_DIR, sqlite-stats-store.ts) or PostgreSQL at DATABASE_URL
// (postgres-stats-store.ts). Only aggregates per UTC day are stored: counts, never an address, a
// user agent, a full referrer or a visitor hash.

export type ViewRow = ViewKey & { day: string; views: number; visitors: number };
type DayRow = { day: string; visitors: number };
export type VitalRow = {
  day: string;
  template: Template;
  engine: Engine;
  metric: Metric;
  bucket: number;
  samples: number;
};

/** What a flush adds: every count is an increment of what is stored. */
export type StatsBatch = { views: ViewRow[]; days: DayRow[]; vitals: VitalRow[] };

/** Everything stored between two days (both included), for the owner's report. */
export type StoredStats = {
  views: ViewRow[];
  days: DayRow[];
  vitals: VitalRow[];
};

export type StatsStore = {
  readonly location: string;
  /** Adds a batch in one transaction, under the day caps (past them, counted as OTHER). */
  add(batch: StatsBatch, limits: StatsLimits): Promise<void>;
  /** Deletes the days before `day`. */
  purgeBefore(day: string): Promise<void>;
  read(fromDay: string, toDay: string): Promise<StoredStats>;
  close(): Promise<void>;
};

export function isEmptyBatch(batch: StatsBatch): boolean {
  return batch.views.length === 0 && batch.days.length === 0 && batch.vitals.length === 0;
}

/** The batch's rows grouped by day, in day order. */
export function batchDays(batch: StatsBatch): string[] {
  return [
    ...new Set([...batch.views, ...batch.days, ...batch.vitals].map((row) => row.day)),
  ].sort();
}
