import { expect, type Page } from "@playwright/test";

import { hydratedSignal } from "~/lib/hydration";

/** The app's own signal (app/lib/hydration.ts), set once its first commit's effects have run. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(
    (attribute) => document.documentElement.hasAttribute(attribute),
    hydratedSignal.attribute,
  );
}

/**
 * Waits until React has hydrated the page and says so: the router is initialised, React owns the
 * document's elements and the bootstrap has handed input back to it (ADR 10). The app starts at the
 * visitor's first sign of use (scripts/build/app-start.ts): a released key is one that changes
 * nothing on the page, and it is given again until the bootstrap, which listens once the page has
 * painted, has seen it. The one hydration wait of the end-to-end suite.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(async () => {
    await page.keyboard.up("Shift");
    expect(await isHydrated(page)).toBe(true);
    // Asked every 50 ms rather than toPass's backing-off default (up to a second apart): hydration
    // takes a few hundred ms, and the back-off alone added about 300 ms to each of the suite's
    // roughly 250 page visits. A probe is a key release and one evaluate, cheap beside the page.
  }).toPass({ intervals: [50] });
}

/** Opens a path and waits for hydration; returns the navigation's response. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
