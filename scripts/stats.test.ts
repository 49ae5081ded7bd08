// @vitest-environment node
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type BundledServer, bundledServer } from "#tests/support/server/bundled-server.ts";
import { startTestPostgres, type TestPostgres } from "#tests/support/server/postgres.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "#tests/support/server/timeouts.ts";

import { statsCommandOutput } from "./stats/command";

// The whole path of a visit count: the bundled server (as `npm run serve` runs it) answers a set of
// requests from several addresses and user agents, stops (flushing its tally), and `npm run stats
// -- --json` must show exactly the views, visitors, pages, languages, referrers and broken links
// that the rules count, on SQLite and on PostgreSQL; no address or user agent reaches the store.

const root = fileURLToPath(new URL("..", import.meta.url));
let work: string;
let clientDir: string;
let bundle: BundledServer;
let postgres: TestPostgres;

const firefox =
  "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 visit-test-a";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1 visit-test-b";
const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 visit-test-c";
const bot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const addresses = { a: "203.0.113.10", b: "203.0.113.20", c: "203.0.113.30", bot: "203.0.113.99" };

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "stats-visits-"));
  clientDir = path.join(work, "client");
  // The build's layout, small: pages in both languages, a project, error pages, an asset, a feed.
  const files: Record<string, string> = {
    "index.html": "<h1>home</h1>",
    "es/index.html": "<h1>inicio</h1>",
    "project/eva/index.html": "<h1>eva</h1>",
    "404.html": "<h1>not found</h1>",
    "es/404.html": "<h1>no encontrada</h1>",
    "assets/app-1234.js": "console.log(1)",
    "feed.xml": "<feed/>",
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    writeFileSync(path.join(clientDir, name), text);
  }
  [postgres, bundle] = await Promise.all([startTestPostgres(), bundledServer("server/index.ts")]);
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  await postgres.stop();
  bundle.remove();
  rmSync(work, { recursive: true, force: true });
});

type Server = { child: ChildProcess; port: number; exited: Promise<number | null> };

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [bundle.file], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      CLIENT_DIR: clientDir,
      // Each visitor's address arrives as a proxy would pass it on.
      TRUST_PROXY_HOPS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      output.push(chunk.toString());
      const url = /"event":"server\.listening".*"url":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(
        output.join(""),
      );
      if (url?.[1]) resolve({ child, port: Number(url[1]), exited });
    });
    void exited.then((code) => reject(new Error(`server exited (${code}): ${output.join("")}`)));
  });
}

async function visit(
  server: Server,
  pathname: string,
  who: { address: string; userAgent: string },
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const response = await fetch(`http://127.0.0.1:${server.port}${pathname}`, {
    method: init.method ?? "GET",
    body: init.body,
    headers: { "User-Agent": who.userAgent, "X-Forwarded-For": who.address, ...init.headers },
  });
  await response.arrayBuffer();
  return response.status;
}

/** The visits of the "done when": a person, a bot, a HEAD, a prefetch, an asset, a 404, a referrer. */
async function makeVisits(server: Server) {
  const a = { address: addresses.a, userAgent: firefox };
  const b = { address: addresses.b, userAgent: iphone };
  const c = { address: addresses.c, userAgent: chrome };
  const own = `http://127.0.0.1:${server.port}`;
  expect(await visit(server, "/", a)).toBe(200);
  expect(await visit(server, "/es/", a, { headers: { Referer: `${own}/` } })).toBe(200);
  expect(
    await visit(server, "/project/eva", b, {
      headers: { Referer: "https://www.news.example/story?id=1&token=secret" },
    }),
  ).toBe(200);
  expect(await visit(server, "/project/eva", b)).toBe(200);
  // Not counted: a bot, a HEAD, a prefetch, an asset, a feed, the health check.
  expect(await visit(server, "/", { address: addresses.bot, userAgent: bot })).toBe(200);
  expect(await visit(server, "/", c, { method: "HEAD" })).toBe(200);
  expect(await visit(server, "/es/", c, { headers: { "Sec-Purpose": "prefetch;prerender" } })).toBe(
    200,
  );
  expect(await visit(server, "/assets/app-1234.js", a)).toBe(200);
  expect(await visit(server, "/feed.xml", a)).toBe(200);
  expect(await visit(server, "/healthz", a)).toBe(200);
  // A broken link followed from another site.
  expect(
    await visit(server, "/no-such-page", c, { headers: { Referer: "https://old.example/links" } }),
  ).toBe(404);
  // The prerendered /es/ is then shown to c: its beacon counts it once.
  expect(
    await visit(server, "/api/stats/view", c, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ path: "/es/", referrer: `${own}/` }),
    }),
  ).toBe(204);
}

const expected = {
  views: 5,
  visitors: 3,
  pages: [
    { path: "/es/", views: 2, visitors: 2 },
    { path: "/project/eva", views: 2, visitors: 1 },
    { path: "/", views: 1, visitors: 1 },
  ],
  languages: [
    { language: "en", views: 3 },
    { language: "es", views: 2 },
  ],
  referrers: [
    { host: "(direct)", views: 2 },
    { host: "news.example", views: 1 },
  ],
  devices: [
    { device: "desktop", views: 3 },
    { device: "phone", views: 2 },
  ],
  notFound: [{ path: "/no-such-page", views: 1 }],
};

const secrets = [
  ...Object.values(addresses),
  "visit-test-a",
  "visit-test-b",
  "visit-test-c",
  "Googlebot",
  "token=secret",
];

describe.each(["sqlite", "postgres"] as const)("visit counts on %s", (kind) => {
  it(
    "counts exactly the people's views, and stores none of their addresses or user agents",
    async () => {
      const dataDir = path.join(work, `data-${kind}`);
      const env: Record<string, string> = { DATA_DIR: dataDir };
      if (kind === "postgres") env.DATABASE_URL = await postgres.createDatabase("stats_visits");
      const server = await startServer(env);
      await makeVisits(server);
      // SIGTERM: the server stops taking requests, flushes its tally, and exits.
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);

      const { code, stdout, stderr } = await statsCommandOutput(["--json", "--days", "1"], env);
      expect(stderr).toBe("");
      expect(code).toBe(0);
      const report: unknown = JSON.parse(stdout);
      expect(report).toMatchObject(expected);
      expect(report).toMatchObject({ messages: { received: 0, delivered: 0 } });

      const stored =
        kind === "sqlite"
          ? readdirSync(dataDir)
              .map((name) => readFileSync(path.join(dataDir, name), "latin1"))
              .join("\n")
          : await postgresDump(env.DATABASE_URL ?? "");
      for (const secret of secrets) expect(stored).not.toContain(secret);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

async function postgresDump(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const dumps: string[] = [];
    for (const { table_name: table } of rows) {
      const all = await client.query(`SELECT * FROM ${client.escapeIdentifier(table)}`);
      dumps.push(JSON.stringify(all.rows));
    }
    expect(dumps.join("")).toContain("news.example");
    return dumps.join("\n");
  } finally {
    await client.end();
  }
}
