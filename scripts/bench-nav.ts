import { loadavg } from "node:os";

import { z } from "zod";

import {
  portVariable,
  readEnvironment,
  wholeNumberVariable,
} from "#app/lib/settings/environment.ts";

import { launchPhone, PageGone, type Phone } from "./bench/cdp-phone";
import { median } from "./bench/median";
import { floorTitle, serveNavFloor } from "./bench/nav-floor";
import { cardInView, watchPrerenders } from "./bench/phone-cards";
import { startProductionServer } from "./bench/server";
import { cpuSlowdown } from "./bench/slow-phone";

// `npm run bench:nav`: how long a tap on a project card of the home page takes to show the project's
// page, on a phone: Debian's full Chromium at 412 by 823 px (Lighthouse's mobile screen), a fresh
// browser (an empty profile) per case and run, the CPU 4x slower and Lighthouse's mobile network
// (150 ms round trips, 1.6 Mbps down, 750 kbps up) in every page of its tab, a prerendered one
// too (bench/cdp-phone.ts: driven so that Chromium prerenders, which it declines under Playwright).
// Medians of NAV_RUNS (default 5) of six cases, interleaved in each run, against the build in
// BUILD_DIR (built first if missing):
//
// - floor: a tap on a link between two plain static pages (scripts/bench/nav-floor.ts), a full page
//   load: the least such a tap can cost on this network;
// - floor, in page: the same list, whose few lines of script put the project's title and subtitle
//   in its place and change the address (pushState): the least a client-side navigation costs on
//   this phone, with nothing to fetch or render but those two elements (the reference of the
//   app's own change in place, "app, no prerender");
// - before the app: the home page opened at /#projects, loaded and left alone until the speculation
//   rules have prerendered the first card that shows without scrolling (its top; a scroll would
//   start the app): a visitor who stops at it (app/boot/speculation-rules.ts). Then a tap on that
//   card, the visitor's first input: the browser shows the prerendered page;
// - before the app, no prerender: the same with the browser declining to prerender (its memory or
//   battery saver; engines without speculation rules load the page cold, as the floor does): the
//   rules' prefetch of the page's HTML, then a full page load from it;
// - app running: the same page, then a mouse move (the first use), a wait for the app's
//   `data-hydrated` (app/boot/hydration.ts), the pointer resting on the card 1.2 s as a visitor's
//   would (whatever a hover prefetches and prerenders, it does), and until the card's page is
//   prerendered; then the tap, which stays the browser's: it shows the prerendered page
//   (app/boot/page/prerendered-cards.ts);
// - app, no prerender: the same with the browser declining to prerender: the app opens the page
//   in place, a client-side navigation, from the data and modules the rest fetched (engines without
//   speculation rules do the same).
//
// A "before the app" run in which the app had started before the tap (its modules asked for) is
// left out, saying so. Every time is measured from the tap: the timestamp of the touch's
// `pointerdown` in the page tapped (performance.timeOrigin + event.timeStamp: when the input was
// dispatched, where Event Timing starts an interaction), to:
//
// - "tap to LCP": the project page's largest contentful paint, read a second after its load event,
//   as a wall-clock time (performance.timeOrigin + startTime, Chromium's presentation time of the
//   paint). After a full page load or a prerender's activation, the destination document's
//   `largest-contentful-paint`; after the app's client-side navigation, the same for its soft
//   navigation: the largest paint of the `interaction-contentful-paint` entries that the tap began,
//   which the benchmarks' Chromium (156) reports by default (a browser without them leaves this row
//   empty);
// - "tap to title paint": Element Timing's time for the title (an h1 with the card's title), the
//   same clock as LCP: the page marks the h1 `elementtiming` before its first paint (as it arrives,
//   seen by a MutationObserver, or as a prerendered page is shown);
// - "tap to title frame": the brief's main-thread method, which needs no paint timing: once the
//   title is there, an animation frame posts a message, and the time is when the message runs. That
//   is no bound either way: it comes before the paint's presentation by the compositor's share of
//   the frame, and after it by the tasks queued before the message (after a client-side navigation,
//   the app's own work after its commit), about 100 ms either way at most;
// - "tap to nav start" (the full loads): the destination document's performance.timeOrigin, the
//   start of the navigation (the link's click handled in the page tapped); for a prerendered page,
//   its activation (timeOrigin + activationStart).
//
// Times in two documents are compared through Chromium's wall clock (timeOrigin), to about a
// millisecond. LCP, title paint and title frame are each one method in all cases, so each
// compares with the floor's; LCP is the headline (the largest text, printed as its element, painted
// in the same frame as the title on these pages) and the other two check it. Ratios divide a
// median by the floor's in the same measure. It prints figures and fails only on a bad setting,
// never on a figure.

const {
  NAV_RUNS: runs,
  NAV_MOTION: motion,
  BENCH_PORT: port,
  BENCH_FLOOR_PORT: floorPortSetting,
} = readEnvironment(
  {
    NAV_RUNS: wholeNumberVariable(1).default(5),
    // `reduce`: the phone prefers reduced motion, so no page transition runs; the difference from
    // a bench with motion allowed is what the transitions cost.
    NAV_MOTION: z
      .enum(["allowed", "reduce"], { error: "must be allowed or reduce" })
      .default("allowed"),
    BENCH_PORT: portVariable.default(4300),
    BENCH_FLOOR_PORT: portVariable.optional(),
  },
  process.env,
);
const floorPort = floorPortSetting ?? port + 10;
// Lighthouse's mobile screen (with its network): at /#projects the first card's top shows without
// scrolling (at 375 by 740 px, bench:inp's phone, no card does, and a scroll would start the app).
const lighthouseMobileScreen = { width: 412, height: 823 };
// A visitor's pointer resting on the card before the tap, in the app-running case.
const restMs = 1200;
// A wait longer than this is a hang (a page that never hydrates), not a slow machine.
const hangMs = 120_000;

type NavState = {
  frameAt?: number;
  titlePaintAt?: number;
  navigationStart: number;
  path: string;
};

declare global {
  interface Window {
    __nav?: NavState;
    __armNav?: (title: string) => void;
    __armShown?: (title: string) => void;
  }
}

/** The function the page calls with the tap's time (bench/cdp-phone.ts's binding). */
const tapBinding = "__benchNavTap";

// Runs at the start of every document. `__armNav(title)`, called just before the tap, watches for
// an h1 with that title in this document and reports the tap's time to the bench; the title is
// also kept in sessionStorage, where the next document (a full page load's destination) picks it
// up at its start. `__armShown(title)`, called in a prerendered page before the tap, watches from
// the moment it is shown. A string, not a function: tsx would wrap named functions in a helper the
// page does not have.
const navRecorder = `
(() => {
  const key = "bench-nav";
  const state = (window.__nav = { navigationStart: performance.timeOrigin, path: location.pathname });
  const mark = (heading) => {
    // Marked before its first paint (no frame runs before a microtask checkpoint, and a prerendered
    // page paints nothing before it is shown), so Element Timing reports the paint that shows it.
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
  };
  const watchFor = (title) => {
    const find = () => [...document.querySelectorAll("h1")].find((h) => h.textContent.trim() === title);
    const there = find();
    if (there) return mark(there);
    const observer = new MutationObserver(() => {
      const heading = find();
      if (!heading) return;
      observer.disconnect();
      mark(heading);
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  const saved = sessionStorage.getItem(key);
  if (saved !== null) {
    sessionStorage.removeItem(key);
    watchFor(saved);
  }
  window.__armNav = (title) => {
    watchFor(title);
    addEventListener(
      "pointerdown",
      (event) => {
        sessionStorage.setItem(key, title);
        ${tapBinding}(String(performance.timeOrigin + event.timeStamp));
      },
      { capture: true, passive: true, once: true },
    );
  };
  window.__armShown = (title) => {
    document.addEventListener("prerenderingchange", () => watchFor(title), { once: true });
  };
})();
`;

type Case =
  | "floor"
  | "floor, in page"
  | "before the app"
  | "before, no prerender"
  | "app running"
  | "app, no prerender";
const cases: Case[] = [
  "floor",
  "floor, in page",
  "before the app",
  "before, no prerender",
  "app running",
  "app, no prerender",
];
/** The cases whose tap changes the page in place (pushState), not by loading a document. */
const inPlace = (which: Case) => which === "app, no prerender" || which === "floor, in page";
/** The cases whose tap shows a page the browser prerendered. */
const prerenderShown = (which: Case) => which === "before the app" || which === "app running";
/** The cases in which the browser declines to prerender (its memory or battery saver). */
const noPrerender = (which: Case) => which.endsWith("no prerender");
type Sample = {
  titleFrame: number;
  titlePaint?: number;
  lcp?: number;
  navigationStart?: number;
  lcpElement?: string;
};

/**
 * Resolves with the page's value of `expression` once it is not undefined or null, asking every
 * 50 ms; survives a new document and a prerendered page shown. Page scripts only: no tool's script
 * in the page listens to the pointer events measured.
 */
async function until<T>(phone: Phone, expression: string): Promise<T> {
  const deadline = Date.now() + hangMs;
  for (;;) {
    try {
      const value = await phone.evaluate<T | undefined | null>(expression);
      if (value !== undefined && value !== null) return value;
    } catch (error) {
      // A new document (a full page load, a prerendered page shown) ends the script, or takes
      // the page away before it answers: look again.
      if (
        !(error instanceof PageGone) &&
        !/context was destroyed|execution context|navigated or closed|given id not found/i.test(
          String(error),
        )
      )
        throw error;
    }
    if (Date.now() > deadline) throw new Error(`still waiting after ${hangMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page has loaded (its load event) and the network has been quiet a moment. */
async function loaded(phone: Phone): Promise<void> {
  await until(phone, `document.readyState === "complete" ? true : undefined`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/**
 * The document's largest contentful paint once it has loaded, as a wall-clock time, and its element.
 * After a client-side navigation, the largest paint of the soft navigation that the tap at `tapAt`
 * began (Chromium's `interaction-contentful-paint`, on by default since about version 140); null
 * where the browser reports none.
 */
async function largestPaint(
  phone: Phone,
  soft: { tapAt: number } | null,
): Promise<{ at: number; element: string } | null> {
  await loaded(phone);
  return phone.evaluate(`new Promise((resolve) => {
    const softNavigation = ${JSON.stringify(soft)};
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
                ? element.tagName.toLowerCase() + (element.id ? "#" + element.id : "")
                : "?",
            }
          : null,
      );
    }).observe({ type, buffered: true });
    setTimeout(() => resolve(null), 5000);
  })`);
}

/** One case of one run, in its own browser: open the page, tap the card, read the destination. */
async function runCase(which: Case, siteUrl: string, floorUrl: string): Promise<Sample> {
  // A browser of its own per case and run: nothing compiled or cached is carried over.
  const phone = await launchPhone(
    { ...lighthouseMobileScreen, deviceScaleFactor: 1.75 },
    navRecorder,
    tapBinding,
    { prerender: !noPrerender(which), reducedMotion: motion === "reduce" },
  );
  try {
    let tapAt: number | undefined;
    phone.on("Runtime.bindingCalled", (call) => {
      if (call.name === tapBinding) tapAt = Number(call.payload);
    });
    const floor = which.startsWith("floor");
    const cardSelector = floor ? "a.card" : "#projects article a";
    const startPath = which === "floor, in page" ? "/in-page" : "/";
    // Watched from the start: the rules may prerender the card before the page has loaded.
    const prerenders = watchPrerenders(phone);
    await phone.goto(floor ? `${floorUrl}${startPath}` : `${siteUrl}${startPath}#projects`);
    await loaded(phone);
    if (which.startsWith("app")) {
      // The first use: a mouse moving over the page (app/boot/page/app-start.ts).
      await phone.moveMouse(20, 200);
      await phone.moveMouse(30, 210);
      await until(
        phone,
        `document.documentElement.hasAttribute("data-hydrated") ? true : undefined`,
      );
      const card = await cardInView(phone, cardSelector);
      for (let step = 1; step <= 5; step += 1) {
        await phone.moveMouse(30 + ((card.x - 30) * step) / 5, 210 + ((card.y - 210) * step) / 5);
      }
      await new Promise((resolve) => setTimeout(resolve, restMs));
    }
    const card = await cardInView(phone, cardSelector);
    const title = floor ? floorTitle : card.title;
    if (prerenderShown(which)) {
      // A visitor who stops at the card long enough for the page to be ready (about 1.5 s here).
      await prerenders.ready(card.href);
      await phone.evaluateInPrerendered(`window.__armShown(${JSON.stringify(title)})`);
    }
    // The bootstrap asks for the app's modules at the first use: before the tap, none may be asked.
    if (
      which.startsWith("before") &&
      (await phone.evaluate<boolean>(
        `document.querySelector('link[rel="modulepreload"]') !== null`,
      ))
    )
      throw new Error(`${which}: the app had started before the tap`);
    await phone.evaluate(`window.__armNav(${JSON.stringify(title)})`);
    await phone.tap(card.x, card.y);
    const state = await until<NavState & { frameAt: number; activationStart: number }>(
      phone,
      // A prerendered page learns its activationStart when it is shown: read now.
      `window.__nav?.frameAt === undefined ? undefined : { ...window.__nav, activationStart:
        performance.getEntriesByType("navigation")[0]?.activationStart ?? 0 }`,
    );
    if (tapAt === undefined) throw new Error(`${which}: the page reported no tap`);
    const sample: Sample = { titleFrame: state.frameAt - tapAt };
    if (inPlace(which) !== (state.path === startPath))
      throw new Error(
        `${which}: the tap ${inPlace(which) ? "loaded a new document" : "did not load a new document"}`,
      );
    if (!inPlace(which)) {
      if (prerenderShown(which) !== state.activationStart > 0)
        throw new Error(`${which}: the page was ${prerenderShown(which) ? "not " : ""}prerendered`);
      sample.navigationStart = state.navigationStart + state.activationStart - tapAt;
    }
    const lcp = await largestPaint(phone, inPlace(which) ? { tapAt } : null);
    if (lcp) {
      sample.lcp = lcp.at - tapAt;
      sample.lcpElement = lcp.element;
    }
    const titlePaintAt = await phone.evaluate<number | undefined>(`window.__nav?.titlePaintAt`);
    if (titlePaintAt !== undefined) sample.titlePaint = titlePaintAt - tapAt;
    return sample;
  } finally {
    await phone.close();
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
    `${name.padEnd(20)} ${label.padEnd(20)} ${round(value).padStart(6)}   ${spread(values).padEnd(
      11,
    )} ${ratio.padStart(7)}   ${values.map(round).join(", ")}`,
  );
}
const heading =
  "case                 measure              median   min–max     x floor   runs (ms)";

console.log(
  `\n\nTap on a project card to the project page: ${cpuSlowdown}x CPU, Lighthouse's mobile network ` +
    `(150 ms RTT, 1.6 Mbps) and screen (412 px), motion ${motion === "reduce" ? "reduced (no page transitions)" : "allowed"}, ` +
    `a fresh browser per case and run; ms, medians of ` +
    `NAV_RUNS=${runs} less failed runs; load average ${loadBefore.map((v) => v.toFixed(2)).join(" ")} ` +
    `before, ${loadAfter.map((v) => v.toFixed(2)).join(" ")} after.`,
);
console.log(heading);
for (const name of cases) printRow(name, "tap to LCP", "lcp");
const inPageFloor = median(figure("floor, in page", "lcp"));
console.log(
  `app, no prerender: ${(median(figure("app, no prerender", "lcp")) / inPageFloor).toFixed(2)}x the in-page ` +
    `floor's LCP (${round(inPageFloor)} ms, where nothing but the title and subtitle is rendered).`,
);
console.log("\nThe same taps, other end points (see the header of scripts/bench-nav.ts):");
console.log(heading);
for (const name of cases) {
  printRow(name, "tap to title paint", "titlePaint");
  printRow(name, "tap to title frame", "titleFrame");
  if (!inPlace(name)) printRow(name, "tap to nav start", "navigationStart");
}
const elements = (name: Case) =>
  [...new Set((samples.get(name) ?? []).flatMap((s) => (s.lcpElement ? [s.lcpElement] : [])))].join(
    ", ",
  );
console.log(
  `\nLCP element: ${cases.map((name) => `${name} ${elements(name) || "none reported"}`).join("; ")}. ` +
    "Ratios: to the floor's median in the same measure. In place (app without a prerender, floor " +
    "in page), the LCP is the soft navigation's (interaction-contentful-paint).",
);
