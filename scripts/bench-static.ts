/**
 * `npm run bench:static`: the site's own static handler beside Hono's serveStatic (precompressed)
 * with Hono's etag middleware, over the same build, in one run. The figures back
 * docs/decisions/0007-own-static-handler-and-headers.md.
 *
 * Each case runs autocannon in its own process (so the load does not share the servers' event
 * loop) against each server in turn, several rounds, and prints medians and the ratio.
 */
import { spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { serve, type ServerType } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { etag } from "hono/etag";
import { z } from "zod";

import { buildSettings } from "#app/lib/settings/build-settings.server.ts";
import { readEnvironment, wholeNumberVariable } from "#app/lib/settings/environment.ts";
import { createStaticHandler } from "#server/static.ts";

const { clientDir } = buildSettings();
const { BENCH_RUNS: rounds } = readEnvironment(
  { BENCH_RUNS: wholeNumberVariable(1).default(3) },
  process.env,
);
const seconds = 4;
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

const servers = { own: await listen(ownServer()), hono: await listen(honoServer()) };
const cases = [
  { name: "home page, br", pathname: "/", revalidate: false },
  {
    name: `largest script (${largestScript}), br`,
    pathname: `/assets/${largestScript}`,
    revalidate: false,
  },
  { name: "home page, If-None-Match (304)", pathname: "/", revalidate: true },
];

console.log(`bench:static: ${rounds} rounds of ${seconds} s per server and case, 10 connections`);
console.log("| case | own req/s | Hono req/s | own/Hono | own p99 ms | Hono p99 ms |");
console.log("|---|---|---|---|---|---|");
for (const { name, pathname, revalidate } of cases) {
  const figures: Record<"own" | "hono" | "ownP99" | "honoP99", number[]> = {
    own: [],
    hono: [],
    ownP99: [],
    honoP99: [],
  };
  for (let round = 0; round < rounds; round += 1) {
    for (const which of ["own", "hono"] as const) {
      const { port } = servers[which];
      const headers: Record<string, string> = { "Accept-Encoding": "br, gzip" };
      if (revalidate) headers["If-None-Match"] = await etagOf(port, pathname);
      const result = await cannon(`http://127.0.0.1:${port}${pathname}`, headers);
      figures[which].push(result.requests.average);
      figures[which === "own" ? "ownP99" : "honoP99"].push(result.latency.p99);
    }
  }
  const own = median(figures.own);
  const hono = median(figures.hono);
  console.log(
    `| ${name} | ${Math.round(own)} | ${Math.round(hono)} | ${(own / hono).toFixed(2)} | ${median(figures.ownP99)} | ${median(figures.honoP99)} |`,
  );
}
servers.own.server.close();
servers.hono.server.close();
