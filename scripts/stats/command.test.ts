// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openOutbox } from "#server/outbox/outbox.ts";
import { defaultStatsLimits } from "#server/stats/limits.ts";
import { openSqliteStatsStore } from "#server/stats/sqlite-stats-store.ts";
import type { ViewRow } from "#server/stats/store.ts";

import { statsCommandOutput } from "./command";

// The owner's report over a SQLite store filled by hand: the text, the JSON and the HTML page, and
// what the command says when something is missing or wrong.

const now = Date.parse("2026-11-28T12:00:00Z");
let dataDir: string;

function row(overrides: Partial<ViewRow>): ViewRow {
  return {
    ...{ day: "2026-11-28", kind: "page", path: "/", language: "en" },
    ...{ referrer: "(direct)", device: "desktop", views: 1, visitors: 1 },
    ...overrides,
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "stats-command-"));
  const store = openSqliteStatsStore(dataDir);
  await store.add(
    {
      views: [
        row({ views: 4, visitors: 3 }),
        row({ day: "2026-11-27", path: "/es/", language: "es", device: "phone", views: 2 }),
        row({ referrer: "news.example", path: "/cv", views: 3, visitors: 2 }),
        row({ referrer: "", path: "/contact" }),
        row({ kind: "not_found", path: "/<script>\u001b[31m", views: 2, visitors: 0 }),
        row({ day: "2026-10-01", views: 100 }),
      ],
      days: [
        { day: "2026-11-27", visitors: 1 },
        { day: "2026-11-28", visitors: 5 },
      ],
      vitals: [
        ...[900, 1000, 1200, 5000].map((bucket) => ({
          ...{ day: "2026-11-28", template: "home" as const, engine: "chromium" as const },
          ...{ metric: "LCP" as const, bucket, samples: 1 },
        })),
      ],
    },
    defaultStatsLimits,
  );
  await store.close();
  const outbox = openOutbox({ dataDir });
  const id = outbox.enqueue(
    { name: "Ada", email: "ada@example.com", reason: "general", message: "Hi" },
    now - 3_600_000,
  );
  outbox.markDelivered(id, now - 1_800_000);
  outbox.enqueue(
    { name: "Bo", email: "bo@example.com", reason: "general", message: "Hi" },
    now - 60 * 86_400_000,
  );
  outbox.close();
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const stats = (args: string[]) => statsCommandOutput(args, { DATA_DIR: dataDir }, now);

describe("npm run stats", () => {
  it("prints the period's figures as JSON", async () => {
    const { code, stdout } = await stats(["--json", "--days", "7"]);
    expect(code).toBe(0);
    const report: unknown = JSON.parse(stdout);
    expect(report).toMatchObject({
      from: "2026-11-22",
      to: "2026-11-28",
      views: 10,
      visitors: 6,
      pages: [
        { path: "/", views: 4, visitors: 3 },
        { path: "/cv", views: 3, visitors: 2 },
        { path: "/es/", views: 2, visitors: 1 },
        { path: "/contact", views: 1, visitors: 1 },
      ],
      languages: [
        { language: "en", views: 8 },
        { language: "es", views: 2 },
      ],
      referrers: [
        { host: "(direct)", views: 6 },
        { host: "news.example", views: 3 },
      ],
      devices: [
        { device: "desktop", views: 8 },
        { device: "phone", views: 2 },
      ],
      notFound: [{ path: "/<script>\u001b[31m", views: 2 }],
      messages: { received: 1, delivered: 1 },
      speed: [{ template: "home", engine: "chromium", metric: "LCP", p75: 1200, samples: 4 }],
    });
    expect(stdout).not.toContain("\u001b");
  });

  it("draws the days and lists in the terminal, safely", async () => {
    const { code, stdout } = await stats(["--days", "2"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/views +▂█ +10 \(busiest day 8\)/);
    expect(stdout).toContain("/<script>\\x1b[31m");
    expect(stdout).not.toContain("\u001b");
    expect(stdout).toContain("Messages: 1 received, 1 delivered");
    expect(stdout).toContain("LCP");
  });

  it("writes one self-contained HTML page with SVG charts and every text escaped", async () => {
    const file = path.join(dataDir, "report.html");
    const { code, stdout } = await stats(["--html", file]);
    expect(code).toBe(0);
    expect(stdout).toContain(`Wrote ${file}`);
    const html = readFileSync(file, "utf8");
    expect(html).toContain("<svg");
    expect(html).toContain('name="viewport"');
    expect(html).not.toContain("<script");
    expect(html).toContain("/&#60;script&#62;");
    expect(html).not.toMatch(/\b(src|href)=/);
  });

  it("says what is wrong instead of guessing", async () => {
    expect(await stats(["--days", "0"])).toMatchObject({ code: 1 });
    expect(await stats(["--dayz", "3"])).toMatchObject({ code: 1 });
    const empty = mkdtempSync(path.join(tmpdir(), "stats-empty-"));
    const missing = await statsCommandOutput(["--json"], { DATA_DIR: empty }, now);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("start the server once");
    rmSync(empty, { recursive: true, force: true });
  });
});
