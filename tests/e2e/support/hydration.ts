import { expect, type Page } from "@playwright/test";

import { hydratedSignal } from "~/lib/hydration";

type RouterWindow = { __reactRouterDataRouter?: { state: { initialized: boolean } } };

function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate((attribute) => {
    const router = (window as RouterWindow).__reactRouterDataRouter;
    const root = document.querySelector("main") ?? document.body.firstElementChild;
    // The app's own signal too: until then the page's bootstrap keeps input from React (ADR 10).
    return (
      Boolean(router?.state.initialized) &&
      root !== null &&
      Object.keys(root).some((key) => key.startsWith("__reactFiber")) &&
      document.documentElement.hasAttribute(attribute)
    );
  }, hydratedSignal.attribute);
}

/**
 * Waits until React has hydrated the page: the router is initialised and React owns the document's
 * elements, so buttons, links and effects work. The app starts at the visitor's first sign of use
 * (scripts/build/app-start.ts): a released key is one that changes nothing on the page, and it is
 * given again until the bootstrap, which listens once the page has painted, has seen it. The one
 * hydration wait of the end-to-end suite.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(async () => {
    await page.keyboard.up("Shift");
    expect(await isHydrated(page)).toBe(true);
  }).toPass();
}

/** Opens a path and waits for hydration; returns the navigation's response. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
