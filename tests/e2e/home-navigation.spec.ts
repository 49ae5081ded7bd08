import { expect, test, type Page } from "@playwright/test";
import { paths } from "../../app/lib/paths";
import { openHome } from "./support/home";
import { languages, projectCopy } from "./support/copy";
import { expectAtPageTop, expectSectionAtTop, scrollInstantly } from "./support/scroll";
import { waitForHydration } from "./support/hydration";

// Scrolling is smooth for a visitor who has not asked for less motion: test it that way.
test.use({ reducedMotion: "no-preference" });

type TestRouter = {
  navigate: (to: string, options?: { state?: unknown }) => Promise<void>;
};

// What the project page's back button does: a client-side navigation home carrying the flag.
function navigateHomeWithFlag(page: Page, to: string) {
  return page.evaluate((target) => {
    const router = (window as { __reactRouterDataRouter?: TestRouter }).__reactRouterDataRouter;
    if (!router) throw new Error("React Router is not hydrated");
    void router.navigate(target, { state: { scrollToProjects: true } });
  }, to);
}

for (const lang of languages) {
  test.describe(`arriving on the home page (${lang})`, () => {
    test("with the scrollToProjects flag it scrolls to the projects, then drops the flag", async ({
      page,
    }) => {
      await page.goto(paths.project(lang, "eva"));
      await waitForHydration(page);
      await navigateHomeWithFlag(page, paths.home(lang));
      await expect(page).toHaveURL(paths.home(lang));
      await expectSectionAtTop(page, "projects");
      await expect(page.locator("#projects")).toBeFocused();
      // The history entry no longer carries the flag...
      await expect
        .poll(() =>
          page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null),
        )
        .toBeNull();
      // ...so after going back to the top and reloading, nothing scrolls again.
      await scrollInstantly(page, 0);
      await page.reload();
      await waitForHydration(page);
      await expectAtPageTop(page);
    });

    test("the project page's Back to projects button lands on the projects", async ({ page }) => {
      await page.goto(paths.project(lang, "eva"));
      await waitForHydration(page);
      const name = projectCopy[lang].back;
      await page.getByRole("button", { name }).click();
      await expect(page).toHaveURL(paths.home(lang));
      await expectSectionAtTop(page, "projects");
    });

    for (const id of ["about", "projects", "contact"] as const) {
      test(`a #${id} hash scrolls to that section`, async ({ page }) => {
        await page.goto(`${paths.home(lang)}#${id}`);
        await waitForHydration(page);
        await expectSectionAtTop(page, id);
      });
    }

    test("a plain visit stays at the top", async ({ page }) => {
      await openHome(page, lang);
      await expectAtPageTop(page);
    });
  });
}
