import { expect, type Page, test } from "@playwright/test";

import { gotoHydrated } from "../support/e2e/hydration";

// On a phone the text column reaches the screen's edges: the fixed language button must sit where
// no line of text passes under it, at every scroll position.
test.use({ viewport: { width: 375, height: 812 } });

/**
 * Scrolls through the whole page in steps of 250 px and returns what goes wrong at each offset: the
 * button off screen, or text lines under it that a reader can see. A line already under the top bar
 * cannot be seen once the bar is solid (past 20 px), so at each offset the pass first waits for the
 * bar to show the state that offset calls for.
 */
function problemsWhileScrolling(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const button = document.querySelector<HTMLElement>("a[hreflang][lang]");
    const header = document.querySelector<HTMLElement>("header[data-scrolled]");
    if (!button || !header) return ["no language button or top bar"];
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const problems: string[] = [];
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 250) {
      window.scrollTo({ top: y, behavior: "instant" });
      const solid = String(window.scrollY > 20);
      while (header.dataset.scrolled !== solid) await nextFrame();
      const b = button.getBoundingClientRect();
      if (b.top < 0 || b.bottom > window.innerHeight) problems.push(`at ${y}: button off screen`);
      const hiddenAbove = solid === "true" ? header.getBoundingClientRect().bottom : 0;
      const overlaps = (r: DOMRect) =>
        r.width > 0 &&
        r.left < b.right &&
        r.right > b.left &&
        Math.max(r.top, hiddenAbove) < b.bottom &&
        r.bottom > b.top;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (!text || button.contains(node) || header.contains(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (overlaps(rect)) problems.push(`at ${y}: ${text.slice(0, 40)}`);
        }
      }
    }
    return problems;
  });
}

for (const path of ["/", "/project/vera", "/es", "/es/project/vera"]) {
  test(`the language button covers no text while scrolling ${path} at 375 px`, async ({ page }) => {
    await gotoHydrated(page, path);
    const button = page.locator("a[hreflang][lang]");
    await expect(button).toHaveText(path.startsWith("/es") ? "EN" : "ES");
    expect(await problemsWhileScrolling(page)).toEqual([]);
    await button.click();
    await expect(page).toHaveURL(path.startsWith("/es") ? /\/(project\/vera)?$/ : /\/es/);
  });
}
