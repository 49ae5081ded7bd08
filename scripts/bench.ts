import * as chromeLauncher from "chrome-launcher";
import { mkdir, writeFile } from "node:fs/promises";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startProductionServer } from "./bench/server";
import { chromiumFlags, chromiumPath } from "./chromium";

// `npm run bench`: Lighthouse 12 on the production server, mobile and desktop presets, median of N
// runs per page. It prints figures and writes JSON; it never fails the build.

const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = ["/", "/project/wasapMarket", "/project/cyclicCellularAutomata", "/project/neonWolf"];
const paths = [...pages, ...pages.map((p) => (p === "/" ? "/es/" : `/es${p}`))];

type Row = {
  path: string;
  preset: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  transferBytes: number;
  scriptBytes: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function figures(result: RunnerResult): Omit<Row, "path" | "preset"> {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items =
    (
      audits["resource-summary"]?.details as {
        items?: { resourceType: string; transferSize: number }[];
      }
    )?.items ?? [];
  const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndex: numeric("speed-index"),
    transferBytes: bytes("total"),
    scriptBytes: bytes("script"),
  };
}

const server = await startProductionServer(Number(process.env.BENCH_PORT ?? 4300));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
const rows: Row[] = [];
try {
  for (const preset of ["mobile", "desktop"] as const) {
    for (const path of paths) {
      const samples: Omit<Row, "path" | "preset">[] = [];
      for (let run = 0; run < runs; run += 1) {
        const flags: Flags = { port: chrome.port, output: "json", logLevel: "error" };
        const result = await lighthouse(
          `${server.url}${path}`,
          flags,
          preset === "desktop" ? desktopConfig : undefined,
        );
        if (result) samples.push(figures(result));
      }
      const keys = Object.keys(samples[0] ?? {}) as (keyof Omit<Row, "path" | "preset">)[];
      const row = { path, preset } as Row;
      for (const key of keys) row[key] = median(samples.map((s) => s[key]));
      rows.push(row);
      console.log(format(row));
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}

await mkdir(".cache/bench", { recursive: true });
await writeFile(
  ".cache/bench/lighthouse.json",
  JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2),
);
console.log("\nLighthouse 12, median of %d runs (JSON: .cache/bench/lighthouse.json)", runs);
console.log(
  "preset   page                                 perf a11y bp  seo  FCP ms LCP ms TBT ms CLS    SI ms  KB     JS KB",
);
for (const row of rows) console.log(format(row));

function format(row: Row): string {
  const ms = (value: number) => String(Math.round(value)).padStart(6);
  return [
    row.preset.padEnd(8),
    row.path.padEnd(36),
    String(row.performance).padStart(4),
    String(row.accessibility).padStart(4),
    String(row.bestPractices).padStart(3),
    String(row.seo).padStart(4),
    ms(row.fcp),
    ms(row.lcp),
    ms(row.tbt),
    row.cls.toFixed(3).padStart(6),
    ms(row.speedIndex),
    (row.transferBytes / 1024).toFixed(1).padStart(6),
    (row.scriptBytes / 1024).toFixed(1).padStart(6),
  ].join(" ");
}
