/**
 * `npm run bench:static`: the site's own static handler beside Hono's serveStatic (precompressed)
 * with Hono's etag middleware, over the same build, in one run. The figures back
 * docs/decisions/0007-own-static-handler-and-headers.md.
 *
 * Each case runs autocannon in its own process (so the load does not share the servers' event
 * loop) against each server in turn, several rounds, and prints medians and the ratio.
 *
 * `--stats on` adds a third server, the site's handler with the owner's visit counting in front
 * (server/stats/, writing to a throwaway SQLite file), and its throughput beside the handler's own:
 * every request is a browser's, so each page view goes through the whole counting path.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { serve, type ServerType } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { etag } from "hono/etag";
import { z } from "zod";

import { buildSettings } from "#app/lib/settings/build-settings.server.ts";
import { readEnvironment, wholeNumberVariable } from "#app/lib/settings/environment.ts";
import { createLogger } from "#server/logger.ts";
import { createStaticHandler } from "#server/static.ts";
import { createStatsRecorder } from "#server/stats/recorder.ts";
import { countViews } from "#server/stats/routes.ts";
import { openSqliteStatsStore } from "#server/stats/sqlite-stats-store.ts";

const { clientDir } = buildSettings();
const { BENCH_RUNS: rounds } = readEnvironment(
  { BENCH_RUNS: wholeNumberVariable(1).default(3) },
  process.env,
);
const { values: options } = parseArgs({
  options: { stats: { type: "string", default: "off" } },
});
if (options.stats !== "on" && options.stats !== "off") {
  throw new Error("bench:static: --stats must be on or off");
}
const withStats = options.stats === "on";
const seconds = 4;
// A browser's user agent: the counting takes these requests for a person's.
const userAgent = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

const largestScript = readdirSync(path.join(clientDir, "assets"))
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, size: statSync(path.join(clientDir, "assets", name)).size }))
  .sort((a, b) => b.size - a.size)[0]?.name;
if (!largestScript) throw new Error(`No build in ${clientDir}: run npm run build first.`);

function ownServer() {
  const app = new Hono();
  app.all("*", createStaticHandler(clientDir));
  return app;
}

const statsDir = mkdtempSync(path.join(tmpdir(), "bench-static-stats-"));
const statsStore = openSqliteStatsStore(statsDir);
const recorder = createStatsRecorder({
  store: statsStore,
  logger: createLogger(),
  flushIntervalMs: 5000,
  retentionDays: 400,
});

function countingServer() {
  const app = new Hono();
  const onPage = countViews({ recorder, logger: createLogger(), trustProxyHops: 0 });
  app.all("*", createStaticHandler(clientDir, { onPage }));
  return app;
}

function honoServer() {
  const app = new Hono();
  app.use("*", etag());
  app.use("*", serveStatic({ root: clientDir, precompressed: true }));
  return app;
}

function listen(app: Hono): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve({ server, port: info.port }),
    );
  });
}

const ResultSchema = z.object({
  requests: z.object({ average: z.number() }),
  latency: z.object({ p99: z.number() }),
  non2xx: z.number(),
});

function cannon(
  url: string,
  headers: Record<string, string>,
): Promise<z.infer<typeof ResultSchema>> {
  const args = [autocannonBin, "-c", "10", "-d", String(seconds), "--json"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, url], { stdio: ["ignore", "pipe", "ignore"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", () => {
      const last = output.trim().split("\n").pop() ?? "";
      resolve(ResultSchema.parse(JSON.parse(last)));
    });
  });
}

async function etagOf(port: number, pathname: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    headers: { "Accept-Encoding": "br" },
  });
  await response.arrayBuffer();
  return response.headers.get("etag") ?? "";
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const servers = {
  own: await listen(ownServer()),
  hono: await listen(honoServer()),
  counting: await listen(countingServer()),
};
// With --stats on: the handler with counting against the handler alone, in alternating order
// each round (the machine is shared: a round's two figures see about the same load).
const compared = withStats ? (["own", "counting"] as const) : (["own", "hono"] as const);
const cases = [
  { name: "home page, br", pathname: "/", revalidate: false },
  {
    name: `largest script (${largestScript}), br`,
    pathname: `/assets/${largestScript}`,
    revalidate: false,
  },
  { name: "home page, If-None-Match (304)", pathname: "/", revalidate: true },
];

console.log(
  `bench:static: ${rounds} rounds of ${seconds} s per server and case, 10 connections${withStats ? ", visit counting on and off" : ""}`,
);
console.log(
  withStats
    ? "| case | without counting req/s | with counting req/s | with / without | without p99 ms | with p99 ms |"
    : "| case | own req/s | Hono req/s | own/Hono | own p99 ms | Hono p99 ms |",
);
console.log("|---|---|---|---|---|---|");
for (const { name, pathname, revalidate } of cases) {
  const series = () => ({ rate: new Array<number>(), p99: new Array<number>() });
  const figures = { own: series(), hono: series(), counting: series() };
  for (let round = 0; round < rounds; round += 1) {
    for (const which of round % 2 === 0 ? compared : [...compared].reverse()) {
      const { port } = servers[which];
      const headers: Record<string, string> = {
        "Accept-Encoding": "br, gzip",
        "User-Agent": userAgent,
      };
      if (revalidate) headers["If-None-Match"] = await etagOf(port, pathname);
      const result = await cannon(`http://127.0.0.1:${port}${pathname}`, headers);
      figures[which].rate.push(result.requests.average);
      figures[which].p99.push(result.latency.p99);
    }
  }
  const [base, other] = compared;
  const first = figures[base];
  const second = figures[other];
  // The median of each round's ratio: a round's two runs shared the machine's load.
  const ratio = median(first.rate.map((rate, round) => (second.rate[round] ?? NaN) / rate));
  console.log(
    `| ${name} | ${Math.round(median(first.rate))} | ${Math.round(median(second.rate))} | ${withStats ? ratio.toFixed(2) : (1 / ratio).toFixed(2)} | ${median(first.p99)} | ${median(second.p99)} |`,
  );
}
for (const { server } of Object.values(servers)) server.close();
await recorder.close();
await statsStore.close();
rmSync(statsDir, { recursive: true, force: true });
