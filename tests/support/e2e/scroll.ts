import { expect, type Page } from "@playwright/test";

// Scrolling on the home page is smooth (CSS scroll-behavior and scrollIntoView). A smooth scroll
// passes through every offset on its way, so an assertion on where the page is must first wait for
// it to stop moving: otherwise it passes mid-way, and the test's next scroll interrupts the running
// animation (Chromium then leaves the page a few pixels off).

/** How many animation frames in a row window.scrollY must keep the same value to count as settled. */
const stillFrames = 6;

/** Resolves with window.scrollY once it has stayed the same for several animation frames in a row. */
export function waitForScrollToSettle(page: Page): Promise<number> {
  return page.evaluate(
    (frames) =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          const now = window.scrollY;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= frames) resolve(now);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    stillFrames,
  );
}

/** The distance from the viewport top to a section's top edge, in CSS pixels. */
export function sectionTop(page: Page, id: string) {
  return page.evaluate(
    (sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN,
    id,
  );
}

/**
 * Waits until scrolling has settled with a section at the top of the viewport, just below the fixed
 * top bar (the page's scroll-padding-top), or as close as the page allows (the last section cannot
 * rise above the end of the page).
 */
export async function expectSectionAtTop(page: Page, id: string, { settle = true } = {}) {
  await expect
    .poll(
      async () => {
        // Without JavaScript no animation frame runs: those pages scroll instantly (reduced motion).
        if (settle) await waitForScrollToSettle(page);
        return page.evaluate((sectionId) => {
          const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN;
          const padding =
            parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
          const atEnd =
            Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
          // The first section cannot come lower than the page top, the last higher than its end.
          const atStart = window.scrollY === 0 && top >= -1 && top <= padding + 1;
          return Math.abs(top - padding) <= 1 || atStart || (atEnd && top >= -1);
        }, id);
      },
      { message: `#${id} scrolled to the viewport top` },
    )
    .toBe(true);
}

/** Expects the page to rest at the top once any scrolling has settled. */
export async function expectAtPageTop(page: Page) {
  expect(await waitForScrollToSettle(page)).toBe(0);
}

/** Jumps to an offset without animation, after any running scroll has settled. */
export async function scrollInstantly(page: Page, top: number) {
  await waitForScrollToSettle(page);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  expect(await waitForScrollToSettle(page)).toBe(top);
}

/** From the next document on, each page of this test keeps every scroll offset it passes through. */
export async function recordScrollPositions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: number[] = [];
    Reflect.set(window, "__scrollPositionsSeen", seen);
    addEventListener("scroll", () => seen.push(Math.round(window.scrollY)), {
      capture: true,
      passive: true,
    });
  });
}

/** The scroll offsets the page has passed through since it loaded (recordScrollPositions). */
export function scrollPositionsSeen(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const seen: unknown = Reflect.get(window, "__scrollPositionsSeen");
    return Array.isArray(seen) ? seen.filter((y) => typeof y === "number") : [];
  });
}

/**
 * The offsets recorded on the first half of the way from one place to another: a smooth scroll
 * passes through them, a jump does not (expect none).
 */
export async function offsetsOnTheWay(page: Page, from: number, to: number): Promise<number[]> {
  const halfway = from + (to - from) / 2;
  return (await scrollPositionsSeen(page)).filter((y) => y > from && y < halfway);
}

/** Forgets the offsets recorded so far in this document (recordScrollPositions). */
export async function clearScrollPositionsSeen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: unknown = Reflect.get(window, "__scrollPositionsSeen");
    if (Array.isArray(seen)) seen.length = 0;
  });
}
