import { loadavg } from "node:os";

import { type Browser, chromium, type Page } from "@playwright/test";

import {
  portVariable,
  readEnvironment,
  wholeNumberVariable,
} from "#app/lib/settings/environment.ts";

import { median } from "./bench/median";
import { floorTitle, serveNavFloor } from "./bench/nav-floor";
import { startProductionServer } from "./bench/server";
import { cpuSlowdown, slowPhone } from "./bench/slow-phone";
import { chromiumFlags, chromiumPath } from "./chromium";

// `npm run bench:nav`: how long a tap on a project card of the home page takes to show the project's
// page, on a phone: Debian's full Chromium at 412 by 823 px (Lighthouse's mobile screen), a fresh
// browser (an empty profile) per case and run, the CPU 4x slower and Lighthouse's mobile network
// (150 ms round trips, 1.6 Mbps down, 750 kbps up) throughout. Medians of NAV_RUNS (default 5) of
// three cases, interleaved in each run, against the build in BUILD_DIR (built first if missing):
//
// - floor: a tap on a link between two plain static pages (scripts/bench/nav-floor.ts), a full page
//   load: the least such a tap can cost on this network;
// - before the app: the home page opened at /#projects, loaded and left alone, then a tap on the
//   first card that shows without scrolling (its top; a scroll would start the app), the
//   visitor's first input. The tap starts the app in the page it leaves (ADR 10), and the link
//   navigates as a full page load: this is what that visitor gets. A run in which the app had
//   started before the tap (its modules asked for) is left out, saying so;
// - app running: the same page, then a mouse move (the first use), a wait for the app's
//   `data-hydrated` (app/boot/hydration.ts), the pointer resting on the card 1.2 s as a visitor's
//   would (whatever a hover prefetches, it prefetches), then the tap: a client-side navigation.
//
// Every time is measured from the tap: the timestamp of the touch's `pointerdown` in the page tapped
// (performance.timeOrigin + event.timeStamp: when the input was dispatched, where Event Timing
// starts an interaction), to:
//
// - "tap to LCP": the project page's largest contentful paint, read a second after its load event,
//   as a wall-clock time (performance.timeOrigin + startTime, Chromium's presentation time of the
//   paint). After a full page load, the destination document's `largest-contentful-paint`; after
//   the app's client-side navigation, the same for its soft navigation: the largest paint of the
//   `interaction-contentful-paint` entries that the tap began, which the benchmarks' Chromium (156)
//   reports by default (a browser without them leaves this row empty);
// - "tap to title paint": Element Timing's time for the title (an h1 with the card's title), the
//   same clock as LCP: a MutationObserver, installed before the tap (and at the start of the
//   destination document of a full load), sees the h1 arrive and marks it `elementtiming` before
//   its first paint (no frame runs before that microtask);
// - "tap to title frame": the brief's main-thread method, which needs no paint timing: the same
//   observer requests an animation frame, that frame posts a message, and the time is when the
//   message runs. That is no bound either way: it comes before the paint's presentation by the
//   compositor's share of the frame, and after it by the tasks queued before the message (after a
//   client-side navigation, the app's own work after its commit), about 100 ms either way at most;
// - "tap to nav start" (the full loads): the destination document's performance.timeOrigin, the
//   start of the navigation (the link's click handled in the page tapped).
//
// Times in two documents are compared through Chromium's wall clock (timeOrigin), to about a
// millisecond. LCP, title paint and title frame are each one method in all three cases, so each
// compares with the floor's; LCP is the headline (the largest text, printed as its element, painted
// in the same frame as the title on these pages) and the other two check it. Ratios divide a
// median by the floor's in the same measure. It prints figures and fails only on a bad setting,
// never on a figure.

const {
  NAV_RUNS: runs,
  BENCH_PORT: port,
  BENCH_FLOOR_PORT: floorPortSetting,
} = readEnvironment(
  {
    NAV_RUNS: wholeNumberVariable(1).default(5),
    BENCH_PORT: portVariable.default(4300),
    BENCH_FLOOR_PORT: portVariable.optional(),
  },
  process.env,
);
const floorPort = floorPortSetting ?? port + 10;
// Lighthouse's mobile screen (with its network): at /#projects the first card's top shows without
// scrolling (at 375 by 740 px, bench:inp's phone, no card does, and a scroll would start the app).
const lighthouseMobileScreen = { width: 412, height: 823 };
// The least of a card that must show for a tap on it: the smallest tap target guidelines allow.
const tapTargetPx = 48;
// A visitor's pointer resting on the card before the tap, in the app-running case.
const restMs = 1200;
// A wait longer than this is a hang (a page that never hydrates), not a slow machine.
const hangMs = 120_000;

type NavState = {
  tapAt?: number;
  frameAt?: number;
  titlePaintAt?: number;
  navigationStart: number;
  path: string;
};

declare global {
  interface Window {
    __nav?: NavState;
    __armNav?: (title: string) => void;
  }
}

// Runs at the start of every document. `__armNav(title)`, called just before the tap, records the
// tap's time and watches for an h1 with that title in this document; the pair is also kept in
// sessionStorage, where the next document (a full page load's destination) picks it up at its
// start. A string, not a function: tsx would wrap named functions in a helper the page does not have.
const navRecorder = `
(() => {
  const key = "bench-nav";
  const state = (window.__nav = {
    navigationStart: performance.timeOrigin,
    path: location.pathname,
  });
  const watchFor = (title) => {
    const observer = new MutationObserver(() => {
      const heading = [...document.querySelectorAll("h1")].find((h) => h.textContent.trim() === title);
      if (!heading) return;
      observer.disconnect();
      // Marked before its first paint (no frame runs before a microtask checkpoint), so Element
      // Timing reports the paint that first shows it.
      heading.setAttribute("elementtiming", "bench-nav-title");
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.identifier === "bench-nav-title") {
            state.titlePaintAt ??= performance.timeOrigin + entry.startTime;
          }
        }
      }).observe({ type: "element", buffered: true });
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.frameAt = performance.timeOrigin + performance.now();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  const saved = JSON.parse(sessionStorage.getItem(key) ?? "null");
  if (saved && saved.tapAt !== undefined) {
    sessionStorage.removeItem(key);
    state.tapAt = saved.tapAt;
    watchFor(saved.title);
  }
  window.__armNav = (title) => {
    watchFor(title);
    addEventListener(
      "pointerdown",
      (event) => {
        state.tapAt = performance.timeOrigin + event.timeStamp;
        sessionStorage.setItem(key, JSON.stringify({ title, tapAt: state.tapAt }));
      },
      { capture: true, passive: true, once: true },
    );
  };
})();
`;

type Case = "floor" | "before the app" | "app running";
const cases: Case[] = ["floor", "before the app", "app running"];
type Sample = {
  titleFrame: number;
  titlePaint?: number;
  lcp?: number;
  navigationStart?: number;
  lcpElement?: string;
};

async function phone(browser: Browser): Promise<Page> {
  const screen = { viewport: lighthouseMobileScreen, deviceScaleFactor: 1.75 };
  return (await slowPhone(browser, screen, navRecorder)).page;
}

/**
 * Resolves with the page script's value once it is not undefined, asking every 50 ms; survives a new
 * document. Page scripts only, never a locator: Playwright's own script in the page would listen
 * to the pointer events measured (see bench-inp.ts).
 */
async function until<T>(page: Page, read: () => T | undefined): Promise<T> {
  const deadline = Date.now() + hangMs;
  for (;;) {
    try {
      const value = await page.evaluate(read);
      if (value !== undefined && value !== null) return value;
    } catch (error) {
      // A new document (the full page load) ends the script: look again in the new one.
      if (!String(error).includes("Execution context was destroyed")) throw error;
    }
    if (Date.now() > deadline) throw new Error(`still waiting after ${hangMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page has loaded (its load event) and the network has been quiet a moment. */
async function loaded(page: Page): Promise<void> {
  await until(page, () => (document.readyState === "complete" ? true : undefined));
  await page.waitForTimeout(1000);
}

/**
 * The first card (its link covers it) of which a tap target's height shows without scrolling: its
 * title and the centre of its part in view. Throws if none shows: scrolling would be an input.
 */
async function cardInView(page: Page, selector: string) {
  return page.evaluate(
    ({ cards, least }) => {
      for (const link of document.querySelectorAll(cards)) {
        const card = link.closest("article") ?? link;
        const box = card.getBoundingClientRect();
        const top = Math.max(box.top, 0);
        const bottom = Math.min(box.bottom, innerHeight);
        if (bottom - top < least) continue;
        const title = card.querySelector("h3")?.textContent?.trim() ?? "";
        return { title, x: box.left + box.width / 2, y: (top + bottom) / 2 };
      }
      throw new Error(`no card of ${cards} shows ${least} px without scrolling`);
    },
    { cards: selector, least: tapTargetPx },
  );
}

/**
 * The document's largest contentful paint once it has loaded, as a wall-clock time, and its element.
 * After a client-side navigation, the largest paint of the soft navigation that the tap at `tapAt`
 * began (Chromium's `interaction-contentful-paint`, on by default since about version 140); null
 * where the browser reports none.
 */
async function largestPaint(
  page: Page,
  soft: { tapAt: number } | null,
): Promise<{ at: number; element: string } | null> {
  await loaded(page);
  return page.evaluate(
    (softNavigation) =>
      new Promise<{ at: number; element: string } | null>((resolve) => {
        const type = softNavigation ? "interaction-contentful-paint" : "largest-contentful-paint";
        if (!PerformanceObserver.supportedEntryTypes.includes(type)) {
          resolve(null);
          return;
        }
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const paints = list.getEntries().flatMap((entry) => {
            if (entry instanceof LargestContentfulPaint) return [entry];
            // The interaction's entry starts at the tap and holds its largest paint so far.
            if (!softNavigation || !("largestContentfulPaint" in entry)) return [];
            if (entry.startTime < softNavigation.tapAt - performance.timeOrigin - 1) return [];
            const largest = entry.largestContentfulPaint;
            return largest instanceof LargestContentfulPaint ? [largest] : [];
          });
          const paint = paints.at(-1);
          const element = paint?.element;
          resolve(
            paint
              ? {
                  at: performance.timeOrigin + paint.startTime,
                  element: element
                    ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`
                    : "?",
                }
              : null,
          );
        }).observe({ type, buffered: true });
        setTimeout(() => resolve(null), 5000);
      }),
    soft,
  );
}

/** One case of one run, in its own browser: open the page, tap the card, read the destination. */
async function runCase(which: Case, siteUrl: string, floorUrl: string): Promise<Sample> {
  // A browser of its own per case and run: nothing compiled or cached is carried over.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await phone(browser);
    const floor = which === "floor";
    await page.goto(floor ? `${floorUrl}/` : `${siteUrl}/#projects`);
    await loaded(page);
    const cardSelector = floor ? "a.card" : "#projects article a";
    if (which === "app running") {
      // The first use: a mouse moving over the page (app/boot/page/app-start.ts).
      await page.mouse.move(20, 200);
      await page.mouse.move(30, 210);
      await until(page, () =>
        document.documentElement.hasAttribute("data-hydrated") ? true : undefined,
      );
      const card = await cardInView(page, cardSelector);
      await page.mouse.move(card.x, card.y, { steps: 5 });
      await page.waitForTimeout(restMs);
    }
    // The bootstrap asks for the app's modules at the first use: before the tap, none may be asked.
    if (
      which === "before the app" &&
      (await page.evaluate(() => document.querySelector('link[rel="modulepreload"]') !== null))
    )
      throw new Error("before the app: the app had started before the tap");
    const card = await cardInView(page, cardSelector);
    const title = floor ? floorTitle : card.title;
    await page.evaluate((t) => window.__armNav?.(t), title);
    await page.touchscreen.tap(card.x, card.y);
    const state = await until(page, () => {
      const { frameAt, tapAt, navigationStart, path } = window.__nav ?? {};
      return frameAt === undefined || tapAt === undefined || navigationStart === undefined
        ? undefined
        : { frameAt, tapAt, navigationStart, path };
    });
    const { tapAt } = state;
    const sample: Sample = { titleFrame: state.frameAt - tapAt };
    if (which === "app running" && state.path !== "/")
      throw new Error("app running: the tap loaded a new document instead of the app's page");
    if (which !== "app running") {
      if (state.path === "/") throw new Error(`${which}: the tap did not load a new document`);
      sample.navigationStart = state.navigationStart - tapAt;
    }
    const lcp = await largestPaint(page, which === "app running" ? { tapAt } : null);
    if (lcp) {
      sample.lcp = lcp.at - tapAt;
      sample.lcpElement = lcp.element;
    }
    const titlePaintAt = await page.evaluate(() => window.__nav?.titlePaintAt);
    if (titlePaintAt !== undefined) sample.titlePaint = titlePaintAt - tapAt;
    return sample;
  } finally {
    await browser.close();
  }
}

const site = await startProductionServer(port);
const floorServer = await serveNavFloor(floorPort);
const samples = new Map<Case, Sample[]>(cases.map((name) => [name, []]));
const loadBefore = loadavg();
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const which of cases) {
      try {
        samples.get(which)?.push(await runCase(which, site.url, floorServer.url));
      } catch (error) {
        console.error(`\nbench:nav run ${run}, ${which}, failed:`, error);
      }
      process.stdout.write(".");
    }
  }
} finally {
  site.stop();
  floorServer.stop();
}
const loadAfter = loadavg();

const round = (value: number) => String(Math.round(value));
const spread = (values: number[]) =>
  values.length === 0 ? "" : `${round(Math.min(...values))}–${round(Math.max(...values))}`;
type Measure = "lcp" | "titlePaint" | "titleFrame" | "navigationStart";
const figure = (name: Case, key: Measure) =>
  (samples.get(name) ?? []).flatMap((sample) => (sample[key] === undefined ? [] : [sample[key]]));
function printRow(name: Case, label: string, key: Measure) {
  const values = figure(name, key);
  const value = median(values);
  const floor = key === "navigationStart" ? Number.NaN : median(figure("floor", key));
  const ratio = Number.isNaN(floor) ? "" : (value / floor).toFixed(2);
  console.log(
    `${name.padEnd(16)} ${label.padEnd(20)} ${round(value).padStart(6)}   ${spread(values).padEnd(
      11,
    )} ${ratio.padStart(7)}   ${values.map(round).join(", ")}`,
  );
}
const heading = "case             measure              median   min–max     x floor   runs (ms)";

console.log(
  `\n\nTap on a project card to the project page: ${cpuSlowdown}x CPU, Lighthouse's mobile network ` +
    `(150 ms RTT, 1.6 Mbps) and screen (412 px), a fresh browser per case and run; ms, medians of ` +
    `NAV_RUNS=${runs} less failed runs; load average ${loadBefore.map((v) => v.toFixed(2)).join(" ")} ` +
    `before, ${loadAfter.map((v) => v.toFixed(2)).join(" ")} after.`,
);
console.log(heading);
for (const name of cases) printRow(name, "tap to LCP", "lcp");
console.log("\nThe same taps, other end points (see the header of scripts/bench-nav.ts):");
console.log(heading);
for (const name of cases) {
  printRow(name, "tap to title paint", "titlePaint");
  printRow(name, "tap to title frame", "titleFrame");
  if (name !== "app running") printRow(name, "tap to nav start", "navigationStart");
}
const elements = (name: Case) =>
  [...new Set((samples.get(name) ?? []).flatMap((s) => (s.lcpElement ? [s.lcpElement] : [])))].join(
    ", ",
  );
console.log(
  `\nLCP element: ${cases.map((name) => `${name} ${elements(name) || "none reported"}`).join("; ")}. ` +
    "Ratios: to the floor's median in the same measure. App running's LCP is its soft " +
    "navigation's (interaction-contentful-paint).",
);
