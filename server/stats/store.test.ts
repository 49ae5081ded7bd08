// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startTestPostgres, type TestPostgres } from "#tests/support/server/postgres.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "#tests/support/server/timeouts.ts";

import { createLogger } from "../logger";
import { defaultStatsLimits, type StatsLimits } from "./limits";
import { openPostgresStatsStore } from "./postgres-stats-store";
import { createStatsRecorder } from "./recorder";
import { openSqliteStatsStore, STATS_FILE } from "./sqlite-stats-store";
import type { StatsBatch, StatsStore, ViewRow, VitalRow } from "./store";
import { OTHER, type View } from "./visit";

// The stats store's contract on both databases, and the recorder over it: increments add up, each
// day stays within its caps whatever arrives, old days go, and a broken store fails no caller.

let postgres: TestPostgres;
let databaseUrl: string;
let dataDir: string;
const open: StatsStore[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
  databaseUrl = await postgres.createDatabase("stats_contract");
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  await postgres.stop();
});

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "stats-store-"));
});

afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client
    .query("TRUNCATE site_stats_views, site_stats_days, site_stats_vitals")
    .catch(() => undefined);
  await client.end();
  rmSync(dataDir, { recursive: true, force: true });
});

const page: View = {
  kind: "page",
  path: "/",
  language: "en",
  referrer: "(direct)",
  device: "desktop",
};

function row(overrides: Partial<ViewRow> = {}): ViewRow {
  return { ...page, day: "2026-11-28", views: 1, visitors: 1, ...overrides };
}

function batch(views: ViewRow[], days: StatsBatch["days"] = []): StatsBatch {
  return { views, days, vitals: [] };
}

const silent = createLogger(() => undefined);

describe.each(["sqlite", "postgres"] as const)("the %s stats store", (kind) => {
  async function store() {
    const opened =
      kind === "sqlite"
        ? openSqliteStatsStore(dataDir)
        : await openPostgresStatsStore({ url: databaseUrl });
    open.push(opened);
    return opened;
  }

  it("adds increments up, per day and row", async () => {
    const stats = await store();
    await stats.add(
      batch([row(), row({ path: "/cv" })], [{ day: "2026-11-28", visitors: 1 }]),
      defaultStatsLimits,
    );
    await stats.add(
      batch([row({ views: 2, visitors: 0 })], [{ day: "2026-11-28", visitors: 2 }]),
      defaultStatsLimits,
    );
    const vital: VitalRow = {
      ...{ day: "2026-11-28", template: "home", engine: "firefox", metric: "LCP" },
      ...{ bucket: 900, samples: 1 },
    };
    await stats.add({ views: [], days: [], vitals: [vital] }, defaultStatsLimits);
    await stats.add(
      { views: [], days: [], vitals: [{ ...vital, samples: 2 }] },
      defaultStatsLimits,
    );
    const read = await stats.read("2026-11-01", "2026-11-30");
    expect(read.views.find((r) => r.path === "/")).toMatchObject({ views: 3, visitors: 1 });
    expect(read.views.find((r) => r.path === "/cv")).toMatchObject({ views: 1, visitors: 1 });
    expect(read.days).toEqual([{ day: "2026-11-28", visitors: 3 }]);
    expect(read.vitals).toEqual([{ ...vital, samples: 3 }]);
    expect((await stats.read("2026-11-29", "2026-11-30")).views).toEqual([]);
  });

  it("keeps each day within its caps, counting the rest as other", async () => {
    const stats = await store();
    const limits: StatsLimits = {
      notFoundPaths: 3,
      referrers: 4,
      rowsPerDay: 20,
      visitorHashes: 10,
    };
    const flood = Array.from({ length: 50 }, (_, i) =>
      row({ kind: "not_found", path: `/made-up-${i}`, referrer: `spam-${i}.example`, visitors: 0 }),
    );
    // Two flushes, as two instances would send them: the caps hold across both.
    await stats.add(batch(flood.slice(0, 25)), limits);
    await stats.add(batch(flood.slice(25)), limits);
    const { views } = await stats.read("2026-11-28", "2026-11-28");
    const paths = new Set(views.map((r) => r.path));
    const referrers = new Set(views.map((r) => r.referrer));
    expect(paths.size).toBeLessThanOrEqual(limits.notFoundPaths + 1);
    expect(paths).toContain(OTHER);
    expect(referrers.size).toBeLessThanOrEqual(limits.referrers + 1);
    expect(views.reduce((sum, r) => sum + r.views, 0)).toBe(50);
  });

  it("deletes the days before the retention", async () => {
    const stats = await store();
    await stats.add(
      batch(
        [row({ day: "2025-01-01" }), row({ day: "2026-11-28" })],
        [{ day: "2025-01-01", visitors: 1 }],
      ),
      defaultStatsLimits,
    );
    await stats.purgeBefore("2026-01-01");
    const read = await stats.read("2000-01-01", "2100-01-01");
    expect(read.views.map((r) => r.day)).toEqual(["2026-11-28"]);
    expect(read.days).toEqual([]);
  });

  it("takes a flood of 10,000 made-up paths through the recorder within the caps", async () => {
    const stats = await store();
    const now = Date.parse("2026-11-28T12:00:00Z");
    const recorder = createStatsRecorder({
      store: stats,
      logger: silent,
      flushIntervalMs: 60_000,
      retentionDays: 400,
      now: () => now,
    });
    for (let i = 0; i < 10_000; i += 1) {
      recorder.view(
        { ...page, kind: "not_found", path: `/flood/${i}`, referrer: `r${i % 700}.example` },
        { address: `198.51.100.${i % 250}`, userAgent: `agent ${i}` },
      );
      if (i % 2500 === 0) await recorder.flush();
    }
    await recorder.close();
    const { views } = await stats.read("2026-11-28", "2026-11-28");
    expect(views.reduce((sum, r) => sum + r.views, 0)).toBe(10_000);
    expect(views.length).toBeLessThanOrEqual(defaultStatsLimits.rowsPerDay);
    expect(new Set(views.map((r) => r.path)).size).toBeLessThanOrEqual(
      defaultStatsLimits.notFoundPaths + 1,
    );
    expect(new Set(views.map((r) => r.referrer)).size).toBeLessThanOrEqual(
      defaultStatsLimits.referrers + 1,
    );
  });
});

describe("several instances on one PostgreSQL", () => {
  it("add up every instance's counts, under one set of caps", async () => {
    const instances = await Promise.all(
      [1, 2, 3].map(() => openPostgresStatsStore({ url: databaseUrl })),
    );
    open.push(...instances);
    const limits: StatsLimits = {
      notFoundPaths: 5,
      referrers: 5,
      rowsPerDay: 50,
      visitorHashes: 10,
    };
    await Promise.all(
      instances.map((store, instance) =>
        Promise.all(
          Array.from({ length: 10 }, (_, flush) =>
            store.add(
              batch(
                [
                  row({ views: 2, visitors: 1 }),
                  row({ kind: "not_found", path: `/made-up-${instance}-${flush}`, visitors: 0 }),
                ],
                [{ day: "2026-11-28", visitors: 1 }],
              ),
              limits,
            ),
          ),
        ),
      ),
    );
    const { views, days } = await (instances[0] ?? fail()).read("2026-11-28", "2026-11-28");
    expect(views.find((r) => r.kind === "page")).toMatchObject({ views: 60, visitors: 30 });
    expect(days).toEqual([{ day: "2026-11-28", visitors: 30 }]);
    const broken = views.filter((r) => r.kind === "not_found");
    expect(broken.reduce((sum, r) => sum + r.views, 0)).toBe(30);
    expect(broken.length).toBe(limits.notFoundPaths + 1);
  });
});

function fail(): never {
  throw new Error("no store");
}

describe("the recorder", () => {
  it("counts each visitor once a day, site-wide and per page, and again the next day", async () => {
    const stats = openSqliteStatsStore(dataDir);
    open.push(stats);
    let now = Date.parse("2026-11-28T12:00:00Z");
    const recorder = createStatsRecorder({
      store: stats,
      logger: silent,
      flushIntervalMs: 60_000,
      retentionDays: 400,
      now: () => now,
    });
    const ada = { address: "192.0.2.1", userAgent: "Firefox" };
    recorder.view(page, ada);
    recorder.view(page, ada);
    recorder.view({ ...page, path: "/cv" }, ada);
    recorder.view(page, { address: "192.0.2.2", userAgent: "Firefox" });
    recorder.view(
      { ...page, kind: "not_found", path: "/x" },
      { address: "192.0.2.3", userAgent: "Firefox" },
    );
    await recorder.flush();
    now += 86_400_000;
    recorder.view(page, ada);
    await recorder.close();
    const read = await stats.read("2026-11-28", "2026-11-29");
    expect(read.days).toEqual([
      { day: "2026-11-28", visitors: 2 },
      { day: "2026-11-29", visitors: 1 },
    ]);
    const home = read.views.filter((r) => r.path === "/" && r.day === "2026-11-28");
    expect(home).toMatchObject([{ views: 3, visitors: 2 }]);
  });

  it("deletes days past the retention at its first flush", async () => {
    const stats = openSqliteStatsStore(dataDir);
    open.push(stats);
    await stats.add(batch([row({ day: "2026-01-01" })]), defaultStatsLimits);
    const recorder = createStatsRecorder({
      store: stats,
      logger: silent,
      flushIntervalMs: 60_000,
      retentionDays: 30,
      now: () => Date.parse("2026-11-28T12:00:00Z"),
    });
    await recorder.close();
    expect((await stats.read("2000-01-01", "2100-01-01")).views).toEqual([]);
  });

  it("logs a broken store once, never rejects, and says when it works again", async () => {
    const lines: string[] = [];
    let broken = true;
    const failing: StatsStore = {
      location: "test",
      add: () => (broken ? Promise.reject(new Error("disk full")) : Promise.resolve()),
      purgeBefore: () => (broken ? Promise.reject(new Error("disk full")) : Promise.resolve()),
      read: () => Promise.reject(new Error("unused")),
      close: () => Promise.resolve(),
    };
    const recorder = createStatsRecorder({
      store: failing,
      logger: createLogger((line) => lines.push(line)),
      flushIntervalMs: 60_000,
      retentionDays: 400,
    });
    for (let i = 0; i < 3; i += 1) {
      recorder.view(page, { address: "192.0.2.1", userAgent: "Firefox" });
      await recorder.flush();
    }
    expect(lines.filter((line) => line.includes("stats.store_failed"))).toHaveLength(1);
    broken = false;
    await recorder.close();
    expect(lines.filter((line) => line.includes("stats.store_recovered"))).toHaveLength(1);
  });

  it("writes no address, user agent or hash to the SQLite file", async () => {
    const stats = openSqliteStatsStore(dataDir);
    open.push(stats);
    const recorder = createStatsRecorder({
      store: stats,
      logger: silent,
      flushIntervalMs: 60_000,
      retentionDays: 400,
    });
    recorder.view(page, { address: "203.0.113.77", userAgent: "SecretAgent/1.0" });
    await recorder.close();
    await stats.close();
    open.splice(0);
    for (const file of [STATS_FILE, `${STATS_FILE}-wal`]) {
      const bytes = (() => {
        try {
          return readFileSync(path.join(dataDir, file), "latin1");
        } catch {
          return "";
        }
      })();
      expect(bytes).not.toContain("203.0.113.77");
      expect(bytes).not.toContain("SecretAgent");
    }
  });
});
