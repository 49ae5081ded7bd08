import { expect, test, type Page } from "@playwright/test";

// On a phone the text column reaches the screen's edges: the fixed language button must sit where
// no line of text passes under it, at every scroll position.
test.use({ viewport: { width: 375, height: 812 } });

/** Text lines under the button that a reader can see (not already under the fixed top bar). */
async function textUnderButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>("button[lang]");
    const header = document.querySelector<HTMLElement>("header[data-scrolled]");
    if (!button) return ["no language button"];
    const b = button.getBoundingClientRect();
    const coveredByBar =
      header?.dataset.scrolled === "true" ? header.getBoundingClientRect().bottom : 0;
    // Only the part of a line below the bar can be seen (the bar is opaque once scrolled).
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.left < b.right &&
      r.right > b.left &&
      Math.max(r.top, coveredByBar) < b.bottom &&
      r.bottom > b.top;
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || button.contains(node) || header?.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (overlaps(rect)) hits.push(text.slice(0, 40));
      }
    }
    return hits;
  });
}

for (const path of ["/", "/project/vera", "/es", "/es/project/vera"]) {
  test(`the language button covers no text while scrolling ${path} at 375 px`, async ({ page }) => {
    await page.goto(path);
    const button = page.locator("button[lang]");
    await expect(button).toHaveText(path.startsWith("/es") ? "EN" : "ES");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 250) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await expect(button).toBeInViewport();
      expect(await textUnderButton(page), `at scroll ${y}`).toEqual([]);
    }
    await button.click();
    await expect(page).toHaveURL(path.startsWith("/es") ? /\/(project\/vera)?$/ : /\/es/);
  });
}
