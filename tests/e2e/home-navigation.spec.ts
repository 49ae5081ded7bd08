import { expect, test } from "@playwright/test";

import { paths } from "#app/lib/paths.ts";

import { languages } from "../support/e2e/copy";
import { openHome } from "../support/e2e/home";
import { gotoHydrated } from "../support/e2e/hydration";
import {
  expectAtPageTop,
  expectSectionAtTop,
  offsetsOnTheWay,
  recordScrollPositions,
  scrollPositionsSeen,
} from "../support/e2e/scroll";

// Arriving on the home page: a #hash lands on its section at once (no scroll animation from the top,
// though in-page scrolling is smooth), a plain visit stays at the top. The arrival from a project
// page's back action is project.spec.ts's.

// Scrolling is smooth for a visitor who has not asked for less motion: test it that way.
test.use({ reducedMotion: "no-preference" });

for (const lang of languages) {
  test(`arriving on the home page (${lang}): a #hash scrolls to its section; a plain visit stays at the top`, async ({
    page,
  }) => {
    await recordScrollPositions(page);
    for (const id of ["about", "projects", "contact"] as const) {
      // A new document each time: a hash change within a page is not an arrival.
      await page.goto("about:blank");
      await gotoHydrated(page, `${paths.home(lang)}#${id}`);
      await expectSectionAtTop(page, id);
      const landed = await page.evaluate(() => window.scrollY);
      expect(await scrollPositionsSeen(page), "scrolled to its section").not.toEqual([]);
      expect(await offsetsOnTheWay(page, 0, landed), `#${id}`).toEqual([]);
    }
    await page.goto("about:blank");
    await openHome(page, lang);
    await expectAtPageTop(page);
  });
}
