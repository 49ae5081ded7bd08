import type { Page } from "@playwright/test";

type RouterWindow = { __reactRouterDataRouter?: { state: { initialized: boolean } } };

/**
 * Waits until React has hydrated the page: the router is initialised and React owns the document's
 * elements, so buttons, links and effects work. The one hydration wait of the end-to-end suite.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (window as RouterWindow).__reactRouterDataRouter;
    const root = document.querySelector("main") ?? document.body.firstElementChild;
    return (
      Boolean(router?.state.initialized) &&
      root !== null &&
      Object.keys(root).some((key) => key.startsWith("__reactFiber"))
    );
  });
}

/** Opens a path and waits for hydration; returns the navigation's response. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
