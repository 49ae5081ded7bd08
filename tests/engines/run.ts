import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { z } from "zod";

import { buildSettings } from "#app/lib/settings/build-settings.server.ts";
import { portVariable, readEnvironment } from "#app/lib/settings/environment.ts";

import { e2eDataDir, webhookLogPath } from "../support/e2e/e2e-files";
import { firefoxPath, openFirefox } from "./firefox";
import { type ConsoleEntry, type EnginePage, hangMs, type PageOptions, poll } from "./page";
import { startProcess, stopEverythingWhenInterrupted, stopProcess } from "./processes";
import { walkSteps } from "./walk";
import { openWebKit, webkitDriverPath } from "./webkit";

// `npm run test:engines`: the specification's walk (walk.ts) in Firefox ESR and WebKitGTK, at a
// phone's and a desktop's width, with JavaScript on and off, against the production build served
// as in the Playwright run (tests/support/e2e/start-server.ts). The two engines walk side by side,
// one fresh browser per walk; any failed step fails the run. tests/engines/README.md says more.

const settings = readEnvironment(
  {
    // Not 4190: fetch refuses it (ManageSieve is on the Fetch standard's list of bad ports).
    ENGINES_PORT: portVariable.default(4290),
    /** A pattern: the walks whose label matches ("webkit 375px JavaScript off") run. */
    ENGINES_ONLY: z
      .string()
      .refine(isPattern, { error: "must be a regular expression" })
      .transform((pattern) => new RegExp(pattern))
      .optional(),
  },
  process.env,
);
const port = settings.ENGINES_PORT;
const origin = `http://127.0.0.1:${port}`;
const widths = [375, 1280] as const;
const height = 800;

function isPattern(text: string): boolean {
  try {
    new RegExp(text);
    return true;
  } catch {
    return false;
  }
}

type Engine = "firefox" | "webkit";
type Walk = { engine: Engine; options: PageOptions };
type Outcome = { walk: Walk; failure?: string; ms: number };

// Messages a walk may see, each with its reason. Anything else in the console fails the walk.
const expectedConsole: { pattern: RegExp; reason: string }[] = [
  // The 404 page logs the missing path on purpose (app/routes/not-found.tsx).
  { pattern: /^404: no page at /, reason: "the 404 page's own log" },
];

function label({ engine, options }: Walk): string {
  return `${engine} ${options.width}px JavaScript ${options.javaScript ? "on" : "off"}`;
}

function startServer(): ChildProcess {
  const { clientDir } = buildSettings();
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(`No build in ${clientDir}: run \`npm run build\` first`);
  }
  return startProcess(process.execPath, ["--import", "tsx", "tests/support/e2e/start-server.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir(String(port)),
      CLIENT_DIR: clientDir,
      CONTACT_RATE_LIMIT: "100000",
      CONTACT_MIN_FILL_MS: "300",
    },
  });
}

/** A virtual X display for WebKitGTK, which has no headless mode; Xvfb picks a free number. */
function startDisplay(): { xvfb: ChildProcess; display: Promise<string> } {
  const xvfb = startProcess(
    process.env.XVFB_PATH ?? "Xvfb",
    ["-displayfd", "3", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"],
    { stdio: ["ignore", "ignore", "ignore", "pipe"] },
  );
  const display = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Xvfb did not start")), hangMs);
    xvfb.on("error", reject);
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(`:${chunk.toString().trim()}`);
    });
  });
  return { xvfb, display };
}

function deliveries(): unknown[] {
  const file = webhookLogPath(String(port));
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line): unknown => JSON.parse(line));
}

function unexpected(entries: ConsoleEntry[]): string[] {
  return entries
    .filter((entry) => !expectedConsole.some(({ pattern }) => pattern.test(entry.text)))
    .map((entry) => `${entry.level}: ${entry.text}`);
}

async function runWalk(walk: Walk, open: () => Promise<EnginePage>): Promise<Outcome> {
  const started = Date.now();
  let page: EnginePage | undefined;
  let step = "opening the browser";
  try {
    page = await open();
    for (const { name, run } of walkSteps(page, origin, walk.options, deliveries)) {
      step = name;
      await run();
    }
    step = "the console";
    const noise = unexpected(await page.consoleEntries());
    if (noise.length > 0) throw new Error(noise.join("\n"));
    return { walk, ms: Date.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { walk, failure: `${step}: ${message}`, ms: Date.now() - started };
  } finally {
    await page?.close();
  }
}

const only = settings.ENGINES_ONLY ?? /(?:)/;

/**
 * Each engine walks at both widths with JavaScript, and once without it: Firefox at the desktop's
 * width, WebKit at the phone's (each walk adds to npm test's time, which has a budget:
 * docs/performance.md).
 */
const noScriptWidth: Record<Engine, number> = { firefox: 1280, webkit: 375 };

function walksOf(engine: Engine): Walk[] {
  const walks = [
    ...widths.map((width) => ({ engine, options: { width, height, javaScript: true } })),
    { engine, options: { width: noScriptWidth[engine], height, javaScript: false } },
  ];
  return walks.filter((walk) => only.test(label(walk)));
}

async function runLane(walks: Walk[], open: (options: PageOptions) => Promise<EnginePage>) {
  const outcomes: Outcome[] = [];
  for (const walk of walks) {
    const outcome = await runWalk(walk, () => open(walk.options));
    console.log(
      `${outcome.failure ? "✘" : "✓"} ${label(walk)} (${(outcome.ms / 1000).toFixed(1)} s)`,
    );
    if (outcome.failure) console.log(`    ${outcome.failure.replaceAll("\n", "\n    ")}`);
    outcomes.push(outcome);
  }
  return outcomes;
}

async function main() {
  stopEverythingWhenInterrupted();
  const started = Date.now();
  const engines = { FIREFOX_PATH: firefoxPath, WEBKIT_DRIVER_PATH: webkitDriverPath };
  for (const [name, path] of Object.entries(engines)) {
    if (!existsSync(path))
      throw new Error(`${path} is missing: install it (.ci/run) or set ${name}`);
  }
  const server = startServer();
  const { xvfb, display: displayReady } = startDisplay();
  try {
    const display = await displayReady;
    await poll("the server", async () => (await fetch(`${origin}/healthz`)).ok);
    const lanes = await Promise.all([
      runLane(walksOf("firefox"), openFirefox),
      runLane(walksOf("webkit"), (options) => openWebKit(options, port + 1, display)),
    ]);
    const failed = lanes.flat().filter((outcome) => outcome.failure);
    console.log(
      `${lanes.flat().length - failed.length} walks passed, ${failed.length} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    process.exitCode = failed.length > 0 ? 1 : 0;
  } finally {
    await Promise.all([stopProcess(server), stopProcess(xvfb)]);
  }
}

await main();
