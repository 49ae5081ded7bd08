import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { type Browser, expect, type Page, test } from "@playwright/test";
import pg from "pg";

import { paths } from "#app/lib/paths.ts";
import { buildSettings, serverEntryIn } from "#app/lib/settings/build-settings.server.ts";
import { statsEndpoints } from "#app/lib/stats-endpoints.ts";
import { startTestPostgres, type TestPostgres } from "#tests/support/server/postgres.ts";

import { content } from "../support/e2e/content";
import { keepAppWaiting, waitForHydration } from "../support/e2e/hydration";

// The owner's visit counts over the production build, served as `npm run serve` serves it: people
// (two in a real browser: one moves to a project once the app runs, one opens a project the
// browser prefetched before the app started), a bot, a HEAD, a prefetch, an
// asset, a feed, a broken link and a referrer, from several addresses and user agents. The server
// stops (flushing its tally) and `npm run stats -- --json` must show exactly what the rules count,
// on SQLite and on PostgreSQL; no address or user agent reaches the store.

test.describe.configure({ mode: "serial" });
// Each test starts the server, and one PostgreSQL: seconds each on a loaded machine (a hang bound).
test.setTimeout(180_000);

const run = promisify(execFile);
const { buildDir, clientDir } = buildSettings();
const [cardProject, sharedProject] = content.projects;
if (!cardProject || !sharedProject) throw new Error("the content needs two projects");
const cardPage = paths.project("en", cardProject.id);
const spanishCardPage = paths.project("es", cardProject.id);
const sharedPage = paths.project("en", sharedProject.id);

const userAgents = {
  a: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 visit-test-a",
  b: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1 visit-test-b",
  c: "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0 visit-test-c",
  d: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 visit-test-d",
  bot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};
const addresses = {
  a: "203.0.113.10",
  b: "203.0.113.20",
  c: "203.0.113.30",
  d: "203.0.113.40",
  bot: "203.0.113.99",
};

let work: string;
let postgres: TestPostgres | undefined;

test.beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "visit-counts-"));
});

test.afterAll(async () => {
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
});

type Server = { child: ChildProcess; origin: string; exited: Promise<number | null> };

/** The build's own server on a free port, each visitor's address passed on as a proxy would. */
function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [serverEntryIn(buildDir)], {
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      CLIENT_DIR: clientDir,
      TRUST_PROXY_HOPS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  let output = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /"event":"server\.listening".*"url":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(output);
      if (port?.[1]) resolve({ child, origin: `http://127.0.0.1:${port[1]}`, exited });
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    void exited.then((code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

async function visit(
  server: Server,
  pathname: string,
  who: keyof typeof addresses,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const response = await fetch(`${server.origin}${pathname}`, {
    method: init.method ?? "GET",
    body: init.body,
    headers: { "User-Agent": userAgents[who], "X-Forwarded-For": addresses[who], ...init.headers },
  });
  await response.arrayBuffer();
  return response.status;
}

async function inBrowser(browser: Browser, who: "a" | "d", visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    userAgent: userAgents[who],
    extraHTTPHeaders: { "X-Forwarded-For": addresses[who] },
  });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The beacon that counts a page shown without an HTML request, once the server has taken it. */
function viewBeacon(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === statsEndpoints.view,
  );
}

/** Visitor a: the home page, then a project card once the app runs (the app shows it in place). */
async function browseWithTheApp(browser: Browser, server: Server) {
  await inBrowser(browser, "a", async (page) => {
    await page.goto(`${server.origin}/`);
    await waitForHydration(page);
    const counted = viewBeacon(page);
    await page.locator(`#projects a[href="${cardPage}"]`).first().click();
    await expect(page).toHaveURL(`${server.origin}${cardPage}`);
    expect((await counted).status()).toBe(204);
  });
}

/**
 * Visitor d, before the app has started: resting on a card makes the browser prefetch its page
 * (speculation rules: not counted), and the tap opens that copy, which counts itself once.
 */
async function browseBeforeTheApp(browser: Browser, server: Server) {
  await inBrowser(browser, "d", async (page) => {
    await keepAppWaiting(page);
    await page.goto(`${server.origin}/es/`);
    const card = page.locator(`#projects a[href="${spanishCardPage}"]`).first();
    const prefetched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === spanishCardPage &&
        (response.request().headers()["sec-purpose"] ?? "").startsWith("prefetch"),
    );
    await card.hover();
    await prefetched;
    const counted = viewBeacon(page);
    await card.click();
    await expect(page).toHaveURL(`${server.origin}${spanishCardPage}`);
    expect((await counted).status()).toBe(204);
  });
}

/** The "done when"'s visits: people, a bot, a HEAD, a prefetch, an asset, a feed, a 404, a referrer. */
async function makeVisits(browser: Browser, server: Server) {
  await browseWithTheApp(browser, server);
  await browseBeforeTheApp(browser, server);
  const news = { Referer: "https://www.news.example/story?id=1&token=secret" };
  expect(await visit(server, sharedPage, "b", { headers: news })).toBe(200);
  expect(await visit(server, sharedPage, "b")).toBe(200);
  // Not counted: a bot, a HEAD, a prefetch, an asset, a feed, the health check.
  expect(await visit(server, "/", "bot")).toBe(200);
  expect(await visit(server, "/", "c", { method: "HEAD" })).toBe(200);
  const prefetch = { "Sec-Purpose": "prefetch;prerender" };
  expect(await visit(server, "/es/", "c", { headers: prefetch })).toBe(200);
  const asset = readdirSync(path.join(clientDir, "assets")).find((name) => name.endsWith(".js"));
  expect(await visit(server, `/assets/${asset}`, "c")).toBe(200);
  expect(await visit(server, paths.feed("en"), "c")).toBe(200);
  expect(await visit(server, "/healthz", "c")).toBe(200);
  // A broken link followed from another site.
  const links = { Referer: "https://old.example/links" };
  expect(await visit(server, "/no-such-page", "c", { headers: links })).toBe(404);
  // The prerendered /es/ is then shown to c: its beacon (app/boot/page/speculated-view.ts) counts it.
  const shown = JSON.stringify({ path: "/es/", referrer: `${server.origin}/` });
  expect(await visit(server, statsEndpoints.view, "c", { method: "POST", body: shown })).toBe(204);
}

const expected = {
  views: 7,
  visitors: 4,
  // By views, then by path.
  pages: [
    { path: "/es/", views: 2, visitors: 2 },
    { path: sharedPage, views: 2, visitors: 1 },
    { path: "/", views: 1, visitors: 1 },
    { path: spanishCardPage, views: 1, visitors: 1 },
    { path: cardPage, views: 1, visitors: 1 },
  ],
  languages: [
    { language: "en", views: 4 },
    { language: "es", views: 3 },
  ],
  // A move within the site is not a referrer.
  referrers: [
    { host: "(direct)", views: 3 },
    { host: "news.example", views: 1 },
  ],
  devices: [
    { device: "desktop", views: 5 },
    { device: "phone", views: 2 },
  ],
  notFound: [{ path: "/no-such-page", views: 1 }],
  messages: { received: 0, delivered: 0 },
};

const secrets = [
  ...Object.values(addresses),
  "visit-test-a",
  "visit-test-b",
  "visit-test-c",
  "visit-test-d",
  "Googlebot",
  "token=secret",
];

for (const store of ["sqlite", "postgres"] as const) {
  test(`counts exactly the people's views on ${store}, and stores none of their addresses or user agents`, async ({
    browser,
  }) => {
    const dataDir = path.join(work, `data-${store}`);
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (store === "postgres") {
      postgres = await startTestPostgres();
      env.DATABASE_URL = await postgres.createDatabase("visit_counts");
    }
    const server = await startServer(env);
    try {
      await makeVisits(browser, server);
    } finally {
      // SIGTERM: the server stops taking requests, flushes its tally, and exits.
      server.child.kill("SIGTERM");
    }
    expect(await server.exited).toBe(0);

    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/stats.ts", "--json", "--days", "1"],
      { env: { PATH: process.env.PATH, ...env } },
    );
    expect(JSON.parse(stdout)).toMatchObject(expected);

    const stored =
      store === "sqlite"
        ? readdirSync(dataDir)
            .map((name) => readFileSync(path.join(dataDir, name), "latin1"))
            .join("\n")
        : await postgresDump(env.DATABASE_URL ?? "");
    expect(stored).toContain("news.example");
    for (const secret of secrets) expect(stored).not.toContain(secret);
  });
}

/** Every row of every table, as text. */
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
    return dumps.join("\n");
  } finally {
    await client.end();
  }
}
