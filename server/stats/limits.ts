import { OTHER, type View } from "./visit";

// What keeps a day's aggregates bounded, whatever arrives: made-up paths (each a 404), made-up
// referrers, combinations of both. Past a cap, a view is still counted, under OTHER. The same caps
// bound the tally in memory (tally.ts) and each day's rows in the store, where a flush checks them
// against what is already stored (with several instances, inside one locked transaction).

export type StatsLimits = {
  /** Distinct broken paths named per day. */
  notFoundPaths: number;
  /** Distinct referrer hosts named per day. */
  referrers: number;
  /** Rows (kind × path × language × referrer × device) per day. */
  rowsPerDay: number;
  /** Visitor hashes a process remembers per day; past it, a view of an unseen hash is a visitor. */
  visitorHashes: number;
};

export const defaultStatsLimits: StatsLimits = {
  notFoundPaths: 200,
  referrers: 200,
  rowsPerDay: 5000,
  visitorHashes: 100_000,
};

export type ViewKey = Omit<View, "language"> & { language: string };

export function keyOf(view: ViewKey): string {
  return JSON.stringify([view.kind, view.path, view.language, view.referrer, view.device]);
}

/** One day's caps, starting from the rows the day already has. */
export function createDayCaps(existing: Iterable<ViewKey>, limits: StatsLimits) {
  const rows = new Set<string>();
  const notFoundPaths = new Set<string>();
  const referrers = new Set<string>();
  const note = (view: ViewKey) => {
    rows.add(keyOf(view));
    if (view.kind === "not_found") notFoundPaths.add(view.path);
    referrers.add(view.referrer);
  };
  for (const view of existing) note(view);

  return {
    /** The row this view is counted in: its own, or one with OTHER where a cap is reached. */
    admit<V extends ViewKey>(view: V): V {
      if (rows.has(keyOf(view))) return view;
      let admitted = view;
      if (
        view.kind === "not_found" &&
        !notFoundPaths.has(view.path) &&
        notFoundPaths.size >= limits.notFoundPaths
      ) {
        admitted = { ...admitted, path: OTHER };
      }
      if (!referrers.has(view.referrer) && referrers.size >= limits.referrers) {
        admitted = { ...admitted, referrer: OTHER };
      }
      if (!rows.has(keyOf(admitted)) && rows.size >= limits.rowsPerDay) {
        admitted = { ...admitted, path: view.kind === "not_found" ? OTHER : view.path };
        admitted = { ...admitted, referrer: OTHER };
      }
      note(admitted);
      return admitted;
    },
  };
}

/** Rows under the caps, rows that a cap made one (two paths past it, both OTHER) added together. */
export function admitRows<R extends ViewKey & { views: number; visitors: number }>(
  caps: ReturnType<typeof createDayCaps>,
  rows: readonly R[],
): R[] {
  const merged = new Map<string, R>();
  for (const row of rows) {
    const admitted = caps.admit(row);
    const key = keyOf(admitted);
    const before = merged.get(key);
    merged.set(
      key,
      before
        ? { ...before, views: before.views + row.views, visitors: before.visitors + row.visitors }
        : admitted,
    );
  }
  return [...merged.values()];
}
