import { loadavg } from "node:os";

import { type Browser, chromium, type Page } from "@playwright/test";

import {
  portVariable,
  readEnvironment,
  wholeNumberVariable,
} from "#app/lib/settings/environment.ts";

import { median } from "./bench/median";
import { startProductionServer } from "./bench/server";
import { cpuSlowdown, mobileNetwork, slowPhone } from "./bench/slow-phone";
import { chromiumFlags, chromiumPath } from "./chromium";

// `npm run bench:inp`: how fast the site answers taps once it runs, on a phone. Each run is a fresh
// browser context (a first-time visitor) at 375 px with the CPU slowed 4x and, while loading, the
// network Lighthouse calls mobile (150 ms round trips, 1.6 Mbps). Each interaction's INP is the
// longest Event Timing entry of that interaction (what Chrome reports as its INP), beside a floor
// page's button that only toggles a class, measured the same way in the same run. The app starts at
// the visitor's first use (ADR 10): the run first taps the phone menu before the app runs, taps it
// again while the app starts (the one moment the app's start can be felt), and prints the time
// from that first use to the app's "hydrated" mark. Medians of INP_RUNS (default 5). It prints
// figures and fails only on a bad setting, never on a figure.

const { INP_RUNS: runs, BENCH_PORT: port } = readEnvironment(
  { INP_RUNS: wholeNumberVariable(1).default(5), BENCH_PORT: portVariable.default(4300) },
  process.env,
);

declare global {
  interface Window {
    __interactions?: { id: number; duration: number }[];
    __hydratedAt?: number;
    __firstUseAt?: number;
  }
}

// Recorded in the page from its first byte: every Event Timing entry that belongs to an interaction
// (16 ms is the lowest threshold Event Timing accepts), and when the app says it has hydrated (its
// "app-hydrated" event, app/boot/hydration.ts): until then the page holds taps from React, so a tap
// measured earlier would be the plain page's, not the app's (the router is up well before that).
// A string, not a function: tsx would wrap named functions in a helper the page does not have.
const recordInteractions = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        window.__interactions.push({ id: entry.interactionId, duration: entry.duration });
      }
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  addEventListener("pointerup", () => { window.__firstUseAt ??= performance.now(); }, true);
  addEventListener("app-hydrated", () => { window.__hydratedAt = performance.now(); }, true);
`;

/** The longest entry of the interactions since `from` (entries under 16 ms are not reported: 16). */
async function inpSince(page: Page, from: number): Promise<number> {
  // Event Timing reports an entry after the next paint: give it two frames to arrive.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const entries = await page.evaluate(() => window.__interactions ?? []);
  return Math.max(16, ...entries.slice(from).map((entry) => entry.duration));
}

async function entryCount(page: Page): Promise<number> {
  return page.evaluate(() => window.__interactions?.length ?? 0);
}

function phone(browser: Browser) {
  return slowPhone(
    browser,
    { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 },
    recordInteractions,
  );
}

type Sample = Record<string, number>;

/**
 * The bench reads and waits on the page with its own page scripts and presses with raw input, never
 * a locator: once a locator (or `waitForFunction`) has run in a page, Playwright's script there
 * listens to every pointer event, the very events measured (work inside the measured tap, none of
 * it the site's), and a locator's press also hit-tests the page at each one.
 */
type Target = { selector: string; text?: string };
type Condition =
  | ({ kind: "element"; gone?: boolean } & Target)
  | { kind: "painted" }
  | { kind: "hydrated" }
  | { kind: "tab selected"; index: number };

// A wait longer than this is a hang (a page that never hydrates), not a slow machine.
const hangMs = 120_000;

/** Resolves once the condition holds in the page, looking every 50 ms; survives a page change. */
async function until(page: Page, condition: Condition): Promise<void> {
  const deadline = Date.now() + hangMs;
  for (;;) {
    try {
      await page.evaluate(
        ({ c, waitMs }) =>
          new Promise<void>((resolve, reject) => {
            const hang = setTimeout(() => {
              clearInterval(timer);
              reject(new Error(`still waiting after ${waitMs} ms for ${JSON.stringify(c)}`));
            }, waitMs);
            const timer = setInterval(() => {
              const holds =
                c.kind === "painted"
                  ? performance.getEntriesByName("first-contentful-paint").length > 0
                  : c.kind === "hydrated"
                    ? window.__hydratedAt !== undefined
                    : c.kind === "tab selected"
                      ? document.querySelectorAll('[role="tab"]')[c.index]?.ariaSelected === "true"
                      : [...document.querySelectorAll(c.selector)].some(
                          (element) =>
                            c.text === undefined || element.textContent?.trim() === c.text,
                        ) !== (c.gone ?? false);
              if (holds) {
                clearInterval(timer);
                clearTimeout(hang);
                resolve();
              }
            }, 50);
          }),
        { c: condition, waitMs: Math.max(0, deadline - Date.now()) },
      );
      return;
    } catch (error) {
      // A new document (the language button, a card) ends the script: look again in the new one.
      if (!String(error).includes("Execution context was destroyed")) throw error;
    }
  }
}

/** Scrolls the target to the middle of the view at once, if it is not in view, and returns its centre. */
async function centreOf(page: Page, target: Target): Promise<{ x: number; y: number }> {
  await until(page, { kind: "element", ...target });
  return page.evaluate(({ selector, text }) => {
    const element = [...document.querySelectorAll(selector)].find(
      (candidate) => text === undefined || candidate.textContent?.trim() === text,
    );
    if (!element) throw new Error(`${selector} is gone`);
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > innerHeight)
      element.scrollIntoView({ block: "center", behavior: "instant" });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, target);
}

/** A visitor's click or tap at the middle of the target. */
async function press(page: Page, target: Target, how: "click" | "tap" = "click") {
  const { x, y } = await centreOf(page, target);
  if (how === "tap") await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** One tap, measured: what it does, then what shows it is done. */
async function measure(page: Page, sample: Sample, name: string, act: () => Promise<void>) {
  const from = await entryCount(page);
  await act();
  sample[name] = await inpSince(page, from);
}

/**
 * The floor's button, pressed once on a fresh page: with a click, and with a tap (more events: touch,
 * pointer, then the mouse's compatibility events), which the phone menu's taps are compared with.
 */
async function floorRun(browser: Browser, input: "click" | "tap"): Promise<Sample> {
  const { context, page } = await phone(browser);
  await page.setContent(
    `<!doctype html><meta name="viewport" content="width=device-width"><style>.on{background:teal;color:white}</style><button id="b" style="font-size:1.2rem;padding:1rem">Toggle</button><script>b.onclick=()=>b.classList.toggle("on")</script>`,
  );
  const sample: Sample = {};
  await measure(
    page,
    sample,
    input === "click" ? "floor button" : "floor button, tap",
    async () => {
      await press(page, { selector: "#b" }, input);
      await until(page, { kind: "element", selector: "#b.on" });
    },
  );
  await context.close();
  return sample;
}

/** The text of the about section's tab at `index`, once the app has made the tabs. */
async function tabText(page: Page, index: number): Promise<string> {
  await until(page, { kind: "element", selector: '[role="tab"]' });
  return page.evaluate(
    (i) => document.querySelectorAll('[role="tab"]')[i]?.textContent?.trim() ?? "",
    index,
  );
}

async function siteRun(browser: Browser, origin: string): Promise<Sample> {
  const { context, page } = await phone(browser);
  const sample: Sample = {};
  await page.goto(`${origin}/`);
  await until(page, { kind: "painted" });
  // The phone menu's button is in view on arrival: the first use, then one while the app starts.
  // The menu's button, not the theme switch's (a popover button too): only the menu's is hidden
  // from md up.
  const menu = { selector: "header button[popovertarget].md\\:hidden" };
  await measure(page, sample, "menu, before the app", async () => {
    await press(page, menu, "tap");
    await until(page, { kind: "element", selector: "nav:popover-open" });
  });
  await measure(page, sample, "menu, app starting", async () => {
    await press(page, menu, "tap");
    await until(page, { kind: "element", selector: "nav:popover-open", gone: true });
  });
  await until(page, { kind: "hydrated" });
  sample["first use to hydrated"] = await page.evaluate(() => {
    const mark = performance.getEntriesByName("hydrated")[0]?.startTime;
    return (mark ?? window.__hydratedAt ?? 0) - (window.__firstUseAt ?? 0);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { ...mobileNetwork, latency: 0 });

  // Written for this build and the one before it (buttons then, labels of radios now).
  const tag = { selector: "#projects :is(button, label)", text: "NFT" };
  await centreOf(page, tag);
  await measure(page, sample, "tag filter", async () => {
    await press(page, tag);
    await page.waitForURL(/\?tag=nft/);
  });
  await measure(page, sample, "All", async () => {
    await press(page, { selector: "#projects :is(button, label)", text: "All" });
    await page.waitForURL((url) => url.search === "");
  });
  const tab = { selector: '[role="tab"]', text: await tabText(page, 1) };
  await centreOf(page, tab);
  await measure(page, sample, "tab click", async () => {
    await press(page, tab);
    await until(page, { kind: "tab selected", index: 1 });
  });
  await measure(page, sample, "tab arrow key", async () => {
    await page.keyboard.press("ArrowRight");
    await until(page, { kind: "tab selected", index: 2 });
  });
  const contact = { selector: "#contact [aria-haspopup]" };
  const { x, y } = await centreOf(page, contact);
  await page.mouse.move(x, y);
  await measure(page, sample, "open dialog", async () => {
    await press(page, contact);
    await until(page, { kind: "element", selector: '[role="dialog"]' });
  });
  await measure(page, sample, "close dialog", async () => {
    await page.keyboard.press("Escape");
    await until(page, { kind: "element", selector: '[role="dialog"]', gone: true });
  });
  await measure(page, sample, "language button", async () => {
    await press(page, { selector: "[lang]:is(a, button)", text: "ES" });
    await page.waitForURL(/\/es\/$/);
    await until(page, { kind: "element", selector: 'html[lang="es"]' });
  });
  const card = { selector: "#projects article a" };
  await centreOf(page, card);
  await measure(page, sample, "card to project", async () => {
    await press(page, card);
    await page.waitForURL(/\/project\//);
    await until(page, { kind: "element", selector: "h1" });
  });
  // A tap lands on no link while the page transition runs (its pictures cover the page).
  await until(page, { kind: "element", selector: "html:not(:active-view-transition)" });
  await measure(page, sample, "back to projects", async () => {
    // To the home page (a build before 2026-11-28), or to its projects section.
    await press(page, { selector: "main a:is([href$='/es/'], [href$='/es/#projects'])" });
    await page.waitForURL(/\/es\/(#projects)?$/);
  });
  await context.close();
  return sample;
}

const site = await startProductionServer(port);
const samples: Sample[] = [];
const load = loadavg();
try {
  for (let run = 1; run <= runs; run += 1) {
    // A browser of its own per run: nothing compiled or cached is carried over.
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      samples.push({
        ...(await floorRun(browser, "click")),
        ...(await floorRun(browser, "tap")),
        ...(await siteRun(browser, site.url)),
      });
    } catch (error) {
      console.error(`bench:inp run ${run} failed:`, error);
    } finally {
      await browser.close();
    }
    process.stdout.write(".");
  }
} finally {
  site.stop();
}

const names = [...new Set(samples.flatMap((sample) => Object.keys(sample)))];
const floorOf = (name: string) => median(samples.map((sample) => sample[name] ?? Number.NaN));
const floor = floorOf("floor button");
const tapFloor = floorOf("floor button, tap");
// The rows measured with a tap rather than a click.
const tapped = (name: string) => name.startsWith("menu") || name === "floor button, tap";
console.log(
  `\n\nINP at ${cpuSlowdown}x CPU, 375 px, a fresh context per run, median of ${samples.length} ` +
    `(load average ${load.map((value) => value.toFixed(2)).join(" ")}); 16 means under 16 ms.`,
);
console.log(
  "interaction            median ms   runs (ms)                     x floor (tap or click)",
);
for (const name of names) {
  const values = samples.map((sample) => sample[name] ?? Number.NaN);
  const value = median(values);
  const reference = tapped(name) ? tapFloor : floor;
  const ratio = name === "first use to hydrated" ? "" : (value / reference).toFixed(2);
  console.log(
    `${name.padEnd(22)} ${String(Math.round(value)).padStart(9)}   ${values
      .map((v) => String(Math.round(v)))
      .join(", ")
      .padEnd(29)} ${ratio}`,
  );
}
