import { execFileSync } from "node:child_process";

import { type Browser, type Page, test as base } from "@playwright/test";

export { expect } from "@playwright/test";

// Rarely, a page stopped producing frames (an action waiting for the element to be "stable", a
// screenshot, an IntersectionObserver: each waits for a frame) and the test timed out with nothing
// to tell why. A test that times out now says, in the run's output, whether its page's main thread
// still answered, whether an animation frame still came, and what the worker's browser processes
// were doing: a busy page, a page that stopped rendering, or a compositor (Chromium's GPU process)
// that stopped. The page is looked at before the test's time is up: once a test has ended, its
// fixture sees no page. An assertion that waits for a frame in a page that draws none waits past
// its own timeout (tried: a `toBeInViewport` with a short timeout returned only when the frames
// came back, long after), so a stall ends as a timed-out test.

/** How long before a test's time is up its page is looked at. */
const lookAhead = 15_000;

/** A promise's outcome, or `null` when it has not settled in `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([
      promise.catch((error: unknown) => `failed: ${String(error)}`),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** This worker's browser processes: their state (T: stopped, R: running), CPU share and type. */
function browserProcesses(): string {
  try {
    const rows = execFileSync("ps", ["-eo", "pid=,ppid=,stat=,pcpu=,args="], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim().split(/\s+/));
    const ours = new Set([String(process.pid)]);
    for (let depth = 0; depth < 4; depth += 1) {
      for (const [pid, ppid] of rows) if (pid && ppid && ours.has(ppid)) ours.add(pid);
    }
    return rows
      .filter(([pid, , , , command]) => ours.has(pid ?? "") && command !== "ps")
      .map(([pid, , stat, cpu, command, ...args]) => {
        const type = args.find((arg) => arg.startsWith("--type="));
        return `  ${pid} ${stat} ${cpu}% ${command?.split("/").at(-1)} ${type ?? ""}`;
      })
      .join("\n");
  } catch (error) {
    return `  ps failed: ${String(error)}`;
  }
}

async function describePage(page: Page): Promise<string> {
  const answer = await within(
    page.evaluate(() => document.visibilityState),
    5000,
  );
  const frame = await within(
    page.evaluate(
      () => new Promise<string>((resolve) => requestAnimationFrame(() => resolve("came"))),
    ),
    5000,
  );
  return [
    `${page.url()}`,
    `  main thread: ${answer === null ? "no answer in 5 s" : `answers (visibility ${answer})`}`,
    `  animation frame: ${frame ?? "none in 5 s"}`,
  ].join("\n");
}

async function describeStall(browser: Browser): Promise<string> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  const described = await Promise.all(pages.map(describePage));
  return [...described, browserProcesses()].join("\n");
}

export const test = base.extend<{ stallReport: undefined }>({
  stallReport: [
    // Through the worker's browser rather than the `page` fixture, which would open a page for
    // the tests that need none.
    async ({ browser }, use, testInfo) => {
      let report: Promise<string> | undefined;
      const look = setTimeout(
        () => (report = describeStall(browser)),
        Math.max(testInfo.timeout - lookAhead, 0),
      );
      await use(undefined);
      clearTimeout(look);
      if (testInfo.status === "timedOut" && report) {
        process.stderr.write(
          `\n[stall report] ${testInfo.titlePath.join(" › ")}\n${await report}\n`,
        );
      }
    },
    { auto: true },
  ],
});
