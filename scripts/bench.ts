import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { dirname } from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import { z } from "zod";

import { projectIdSchema } from "#app/content/schema.ts";
import { languages, paths, twinPath } from "#app/lib/paths.ts";
import {
  listVariable,
  portVariable,
  readEnvironment,
  wholeNumberVariable,
} from "#app/lib/settings/environment.ts";
import { SettingsError } from "#app/lib/settings/settings-error.ts";

import { serveFloorPage, writeFloorPage } from "./bench/floor";
import { median } from "./bench/median";
import { startProductionServer } from "./bench/server";
import { chromiumFlags, chromiumPath } from "./chromium";

// `npm run bench`: Lighthouse 12, mobile preset, on the production server and on a plain static
// "floor" page served beside it, with simulated throttling and with applied (devtools) throttling.
// Runs are interleaved (every page once, then again) so that the floor and the site share the
// machine's load, and each figure is the median of BENCH_RUNS runs. It prints figures and ratios to
// the floor and writes JSON; it fails only on a bad setting, never on a figure.

const allModes = ["simulate", "devtools"] as const;
type Mode = (typeof allModes)[number];
const settings = readEnvironment(
  {
    BENCH_RUNS: wholeNumberVariable(1).default(3),
    BENCH_PORT: portVariable.default(4300),
    BENCH_FLOOR_PORT: portVariable.optional(),
    BENCH_PROJECT: projectIdSchema.default("eva"),
    // BENCH_PAGES="/,/cv" and BENCH_MODES=simulate narrow a run while working on one page.
    BENCH_PAGES: listVariable(
      z.string().startsWith("/", { error: "must be a path starting with /" }),
    ).optional(),
    BENCH_MODES: listVariable(
      z.enum(allModes, { error: `must be ${allModes.join(" or ")}` }),
    ).default([...allModes]),
    BENCH_JSON: z.string().default(".cache/bench/lighthouse.json"),
  },
  process.env,
);
const runs = settings.BENCH_RUNS;
const sitePort = settings.BENCH_PORT;
const floorPort = settings.BENCH_FLOOR_PORT ?? sitePort + 10;
const project = settings.BENCH_PROJECT;
// Home, a project, the CV and a missing page, in each language.
const defaultPaths = languages.flatMap((lang) => [
  paths.home(lang),
  paths.project(lang, project),
  paths.cv(lang),
  twinPath("/no-such-page", lang),
]);
const sitePaths = settings.BENCH_PAGES ?? defaultPaths;
const modes = allModes.filter((mode) => settings.BENCH_MODES.includes(mode));

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferBytes: number;
  scriptBytes: number;
  /** The weighted audits that cost a category points, e.g. "seo:http-status-code". */
  failing: string[];
};
type Row = Figures & {
  page: string;
  mode: Mode;
  fcpRatio: number;
  lcpRatio: number;
  /** TBT above the floor page's in the same mode and run set (DESIGN.md: at most 50 ms). */
  tbtOverFloor: number;
  /** Each run's TBT, in run order: the spread behind the median. */
  tbtRuns: number[];
};

/** The part of Lighthouse's resource-summary audit read here: bytes transferred per kind. */
const resourceSummary = z.object({
  items: z.array(z.object({ resourceType: z.string(), transferSize: z.number() })),
});

function figures(result: RunnerResult): Figures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = resourceSummary.safeParse(audits["resource-summary"]?.details).data?.items ?? [];
  const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const failing = Object.entries(categories).flatMap(([category, { auditRefs }]) =>
    auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    transferBytes: bytes("total"),
    scriptBytes: bytes("script"),
    failing,
  };
}

const floor = await writeFloorPage();
const floorServer = await serveFloorPage(floor.dir, floorPort);
let site = await startProductionServer(sitePort);
// A mistyped BENCH_PROJECT would measure the 404 page under the project's name.
if (!(await fetch(`${site.url}${paths.project("en", project)}`)).ok) {
  site.stop();
  floorServer.stop();
  throw new SettingsError([`BENCH_PROJECT names no project of the build: "${project}"`]);
}
// A first-time visitor: every Lighthouse run gets a browser of its own with an empty profile
// (chrome-launcher makes a new user-data-dir per launch), so no run finds the compiled code, HTTP
// cache or V8 code cache of the one before; a reused browser measures a lower TBT.
async function lighthouseInFreshBrowser(url: string, flags: Flags) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  try {
    return await lighthouse(url, { ...flags, port: chrome.port });
  } finally {
    await chrome.kill();
  }
}
const targets = [
  { page: "floor", url: floorServer.url },
  ...sitePaths.map((path) => ({ page: path, url: `${site.url}${path}` })),
];
const loadBefore = loadavg();
const samples = new Map<string, Figures[]>();
const started = Date.now();
try {
  for (const mode of modes) {
    for (let run = 1; run <= runs; run += 1) {
      for (const { page, url } of targets) {
        const flags: Flags = {
          output: "json",
          logLevel: "error",
          throttlingMethod: mode,
          // The 404 page is meant to answer 404; Lighthouse would otherwise refuse to score it.
          ignoreStatusCode: page.endsWith("no-such-page"),
        };
        // A trace Chrome failed to record (NO_NAVSTART) says nothing about the page: try once more.
        if (page !== "floor" && !(await site.alive())) {
          // Something on this shared machine ended the server: start it again, same build.
          console.error(`\nbench: the server stopped; starting it again before ${mode} ${page}`);
          site = await startProductionServer(sitePort);
        }
        let result = await lighthouseInFreshBrowser(url, flags);
        if (!result || result.lhr.runtimeError) result = await lighthouseInFreshBrowser(url, flags);
        if (!result || result.lhr.runtimeError) {
          console.error(`bench: ${mode} ${page} run ${run}: ${result?.lhr.runtimeError?.message}`);
          continue;
        }
        const key = `${mode} ${page}`;
        samples.set(key, [...(samples.get(key) ?? []), figures(result)]);
        process.stdout.write(".");
      }
    }
  }
} finally {
  site.stop();
  floorServer.stop();
}
const loadAfter = loadavg();

const rows: Row[] = [];
for (const mode of modes) {
  const medians = (page: string): Figures => {
    const list = samples.get(`${mode} ${page}`) ?? [];
    const figure = (key: Exclude<keyof Figures, "failing">) => median(list.map((s) => s[key]));
    return {
      performance: figure("performance"),
      accessibility: figure("accessibility"),
      bestPractices: figure("bestPractices"),
      seo: figure("seo"),
      fcp: figure("fcp"),
      lcp: figure("lcp"),
      tbt: figure("tbt"),
      cls: figure("cls"),
      transferBytes: figure("transferBytes"),
      scriptBytes: figure("scriptBytes"),
      failing: [...new Set(list.flatMap((s) => s.failing))],
    };
  };
  const floorFigures = medians("floor");
  for (const { page } of targets) {
    const row = medians(page);
    rows.push({
      ...row,
      page,
      mode,
      fcpRatio: row.fcp / floorFigures.fcp,
      lcpRatio: row.lcp / floorFigures.lcp,
      tbtOverFloor: row.tbt - floorFigures.tbt,
      tbtRuns: (samples.get(`${mode} ${page}`) ?? []).map((s) => Math.round(s.tbt)),
    });
  }
}

const machine = {
  date: new Date().toISOString(),
  minutes: Math.round((Date.now() - started) / 60_000),
  loadAverage: { before: loadBefore.map(round2), after: loadAfter.map(round2) },
  floorJpegBytes: floor.jpegBytes,
};
const jsonPath = settings.BENCH_JSON;
await mkdir(dirname(jsonPath), { recursive: true });
await writeFile(jsonPath, JSON.stringify({ ...machine, runs, rows }, null, 2));

console.log(
  `\n\nLighthouse 12, mobile preset, median of ${runs} runs, ${machine.date}, ` +
    `load average ${machine.loadAverage.before.join(" ")} before, ` +
    `${machine.loadAverage.after.join(" ")} after (JSON: ${jsonPath})`,
);
console.log(
  `Floor: ${floorServer.url} (heading, two paragraphs, ${(floor.jpegBytes / 1024).toFixed(1)} KB JPEG, ` +
    "no JavaScript, gzip). Ratios are to the floor's FCP and LCP in the same mode.",
);
console.log(
  "mode      page                        perf a11y  bp  seo FCP ms LCP ms FCP/fl LCP/fl TBT ms TBT-fl   CLS     KB  JS KB",
);
for (const row of rows) console.log(format(row));
// A median of a few runs moves with a shared machine's load (docs/performance.md):
// each run's figure shows whether a page is over the line in most runs or in one.
console.log("\nTBT of each run, ms (runs are interleaved: run n of every page, then run n + 1):");
for (const row of rows)
  console.log(`${row.mode.padEnd(9)} ${row.page.padEnd(27)} ${row.tbtRuns.join(" ")}`);
const failing = rows.filter((row) => row.failing.length > 0);
if (failing.length > 0) console.log("\nAudits that cost points (in any run):");
for (const row of failing)
  console.log(`${row.mode.padEnd(9)} ${row.page.padEnd(27)} ${row.failing.join(", ")}`);

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function format(row: Row): string {
  const ms = (value: number) => String(Math.round(value)).padStart(6);
  const ratio = (value: number) => value.toFixed(2).padStart(6);
  return [
    row.mode.padEnd(9),
    row.page.padEnd(27),
    String(row.performance).padStart(4),
    String(row.accessibility).padStart(4),
    String(row.bestPractices).padStart(3),
    String(row.seo).padStart(4),
    ms(row.fcp),
    ms(row.lcp),
    ratio(row.fcpRatio),
    ratio(row.lcpRatio),
    ms(row.tbt),
    ms(row.tbtOverFloor),
    row.cls.toFixed(3).padStart(5),
    (row.transferBytes / 1024).toFixed(1).padStart(6),
    (row.scriptBytes / 1024).toFixed(1).padStart(6),
  ].join(" ");
}
