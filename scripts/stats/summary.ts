import type { StoredStats, VitalRow } from "#server/stats/store.ts";
import { DIRECT, INTERNAL } from "#server/stats/visit.ts";
import { p75 } from "#server/stats/vitals.ts";

// The owner's report as data: what `npm run stats -- --json` prints, and what the text and HTML
// reports draw. Visitors are counted per day (a new salt every day), so a period's visitors are
// the sum of its days' visitors: someone who came on three days counts three times.

export type StatsSummary = {
  from: string;
  to: string;
  /** Page views (404s apart). */
  views: number;
  visitors: number;
  days: { day: string; views: number; visitors: number; notFound: number }[];
  pages: { path: string; views: number; visitors: number }[];
  languages: { language: string; views: number }[];
  /** Other sites' hosts, DIRECT ("(direct)") for none, OTHER past the day's cap. */
  referrers: { host: string; views: number }[];
  devices: { device: string; views: number }[];
  notFound: { path: string; views: number }[];
  /** Contact messages received and delivered in the period; null when there is no outbox. */
  messages: { received: number; delivered: number } | null;
  /** Field speed (VITE_FIELD_SPEED=on): p75 per template, engine and metric; empty when off. */
  speed: { template: string; engine: string; metric: string; p75: number; samples: number }[];
};

/** The days from `from` to `to`, both included ("2026-11-01" ...). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** Most viewed first, then by name. */
function ranked(totals: Map<string, number>): { name: string; views: number }[] {
  return [...totals]
    .map(([name, views]) => ({ name, views }))
    .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name));
}

function add(map: Map<string, number>, key: string, amount: number) {
  map.set(key, (map.get(key) ?? 0) + amount);
}

export function summarize(
  stored: StoredStats,
  period: { from: string; to: string },
  messages: StatsSummary["messages"],
): StatsSummary {
  const pages = new Map<string, { views: number; visitors: number }>();
  const languages = new Map<string, number>();
  const referrers = new Map<string, number>();
  const devices = new Map<string, number>();
  const notFound = new Map<string, number>();
  const days = new Map(
    daysBetween(period.from, period.to).map((day) => [
      day,
      { day, views: 0, visitors: 0, notFound: 0 },
    ]),
  );
  for (const row of stored.views) {
    const day = days.get(row.day);
    if (row.kind === "not_found") {
      add(notFound, row.path, row.views);
      if (day) day.notFound += row.views;
      continue;
    }
    const page = pages.get(row.path) ?? { views: 0, visitors: 0 };
    page.views += row.views;
    page.visitors += row.visitors;
    pages.set(row.path, page);
    add(languages, row.language, row.views);
    add(devices, row.device, row.views);
    if (row.referrer !== INTERNAL) add(referrers, row.referrer || DIRECT, row.views);
    if (day) day.views += row.views;
  }
  for (const row of stored.days) {
    const day = days.get(row.day);
    if (day) day.visitors += row.visitors;
  }
  const histograms = new Map<string, { row: VitalRow; buckets: VitalRow[] }>();
  for (const row of stored.vitals) {
    const key = JSON.stringify([row.template, row.engine, row.metric]);
    const histogram = histograms.get(key) ?? { row, buckets: [] };
    histogram.buckets.push(row);
    histograms.set(key, histogram);
  }
  const speed = [...histograms.values()].flatMap(
    ({ row: { template, engine, metric }, buckets }) => {
      const value = p75(metric, buckets);
      if (value === undefined) return [];
      const samples = buckets.reduce((sum, bucket) => sum + bucket.samples, 0);
      return [{ template, engine, metric, p75: value, samples }];
    },
  );
  speed.sort((a, b) =>
    `${a.template} ${a.engine} ${a.metric}`.localeCompare(`${b.template} ${b.engine} ${b.metric}`),
  );
  const dayList = [...days.values()];
  return {
    ...period,
    views: dayList.reduce((sum, day) => sum + day.views, 0),
    visitors: dayList.reduce((sum, day) => sum + day.visitors, 0),
    days: dayList,
    pages: [...pages]
      .map(([path, counts]) => ({ path, ...counts }))
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
    languages: ranked(languages).map(({ name, views }) => ({ language: name, views })),
    referrers: ranked(referrers).map(({ name, views }) => ({ host: name, views })),
    devices: ranked(devices).map(({ name, views }) => ({ device: name, views })),
    notFound: ranked(notFound).map(({ name, views }) => ({ path: name, views })),
    messages,
    speed,
  };
}
