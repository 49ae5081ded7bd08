import { defineConfig, devices } from "@playwright/test";

import { buildSettings } from "#app/lib/settings/build-settings.server.ts";
import { readEnvironment, wholeNumberVariable } from "#app/lib/settings/environment.ts";

import { chromiumFlags, testChromiumPath } from "./scripts/chromium";
import { e2eDataDir, e2ePort } from "./tests/support/e2e/e2e-files";

const port = e2ePort;
const { E2E_WORKERS: workers } = readEnvironment(
  { E2E_WORKERS: wholeNumberVariable(1).default(2) },
  process.env,
);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers keep both cores busy (the server and Chromium share them).
  workers,
  // Never a retry: a test that passes only on its second try is a failing test.
  retries: 0,
  reporter: "list",
  // Timeouts are for hangs, not speed checks (speed is the benchmarks'): on a shared two-core
  // machine under load, a client-side render of the whole home page or an axe pass can take
  // several seconds, and a test that fails then is a flaky test.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Tracing every test makes the suite much slower (docs/performance.md); ask for it when a
    // test fails: `npx playwright test <spec> --trace retain-on-failure`.
    trace: "off",
    // Without motion by default: dialogs, toasts and scrolls finish at once, so tests wait less.
    // The specs about scrolling (home-layout, home-navigation, project) ask for motion back.
    reducedMotion: "reduce",
    // Each worker keeps one browser context and page from test to test, reset by Playwright in
    // between (cookies, storage, cache, routes, init scripts, clock, viewport, emulation); a test
    // whose context options differ from the last one's (a locale) gets a new context.
    // A fresh context per test started a cold renderer each time, which cost the suite CPU
    // (docs/performance.md). Not reset: history, permissions, offline, extra headers.
    reuseContext: true,
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /\.nojs\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // Every interaction of the specification, with no page script at all.
      name: "no-javascript",
      testMatch: /\.nojs\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: "npx tsx tests/support/e2e/start-server.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir(String(port)),
      CLIENT_DIR: buildSettings().clientDir,
      CONTACT_RATE_LIMIT: "100000",
      CONTACT_MIN_FILL_MS: "300",
    },
  },
});
