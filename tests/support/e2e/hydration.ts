import { type Page, type Route } from "@playwright/test";

import { hydratedSignal } from "#app/boot/hydration.ts";
import { firstUseEvents } from "#app/boot/page/app-start.ts";

/** The app's own signal (app/boot/hydration.ts), set once its first commit's effects have run. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(
    (attribute) => document.documentElement.hasAttribute(attribute),
    hydratedSignal.attribute,
  );
}

/** Resolves once the page says it has hydrated, watching for the signal rather than polling. */
function hydratedSignalSeen(page: Page): Promise<void> {
  return page.evaluate(
    (attribute) =>
      new Promise<void>((resolve) => {
        const root = document.documentElement;
        if (root.hasAttribute(attribute)) return resolve();
        const observer = new MutationObserver(() => {
          if (!root.hasAttribute(attribute)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(root, { attributes: true, attributeFilter: [attribute] });
      }),
    hydratedSignal.attribute,
  );
}

/** How often a key is released again until the bootstrap has seen one. */
const keyIntervalMs = 50;

/**
 * Waits until React has hydrated the page and says so: the router is initialised, React owns the
 * document's elements and the bootstrap has handed input back to it (ADR 10). The app starts at the
 * visitor's first sign of use (app/boot/page/app-start.ts): a released key is one that changes
 * nothing on the page, and it is given again until the bootstrap, which listens once the page has
 * painted, has seen it. The one hydration wait of the end-to-end suite.
 *
 * The page watches for its own signal while the key is given every 50 ms (a backing-off poll added
 * its growing waits to each of the suite's page visits). One
 * call a round, not a key, a question and an assertion: each call is a step the runner records.
 */
export async function waitForHydration(page: Page): Promise<void> {
  let seen = false;
  const hydrated = hydratedSignalSeen(page).finally(() => (seen = true));
  // Handled here too, so that a page closed while a key is on its way is reported by the race or
  // the last await below as this wait's error, not as a promise nobody handled.
  hydrated.catch(() => undefined);
  while (!seen) {
    await page.keyboard.up("Shift");
    await Promise.race([hydrated, new Promise((resolve) => setTimeout(resolve, keyIntervalMs))]);
  }
  await hydrated;
}

/** Opens a path and waits for hydration; returns the navigation's response. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Holds back every module of the app until `release()`: the page is painted and its links work,
 * the app does not start (a visitor on a slow phone, before the app has arrived).
 */
export async function holdModules(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/*.js", async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/**
 * Keeps the app from starting: the page never sees the visitor's first use (app/boot/page/app-start.ts
 * waits for one), while the browser still does what it does by itself with the pointer and the
 * keys (following links, speculation rules). Unlike holdModules, it intercepts no request, which
 * would turn the browser's speculative loads off.
 */
export async function keepAppWaiting(page: Page) {
  await page.addInitScript((uses) => {
    for (const type of uses) {
      addEventListener(type, (event) => event.stopImmediatePropagation(), { capture: true });
    }
  }, firstUseEvents);
}
