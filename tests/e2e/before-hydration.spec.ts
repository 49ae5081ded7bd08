import { expect, test } from "@playwright/test";

import { paths } from "#app/lib/paths.ts";

import { contactCopy, cvCopy, homeCopy, languages, projectCopy } from "../support/e2e/copy";
import { projectTitles, radioOption, tagById } from "../support/e2e/home";
import { holdModules, isHydrated, waitForHydration } from "../support/e2e/hydration";
import { expectSectionAtTop } from "../support/e2e/scroll";

// A visitor on a slow phone taps before the app's modules have arrived. Each tap takes effect at
// once, and what it did is still there once the app has hydrated.

for (const lang of languages) {
  const copy = homeCopy[lang];

  test(`taps before hydration take effect, and stay once the app runs (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const modules = await holdModules(page);
    await page.goto(paths.home(lang));
    expect(await isHydrated(page)).toBe(false);

    await test.step("a section link", async () => {
      await page.getByRole("link", { name: copy.seeProjects }).click();
      await expectSectionAtTop(page, "projects");
    });

    const nft = tagById("nft");
    await test.step("a tag", async () => {
      await radioOption(page, "projects", nft[lang]).click();
      await expect
        .poll(() => page.locator("#projects li[data-tags] h3:visible").allTextContents())
        .toEqual(projectTitles(lang, "nft"));
    });

    await test.step("a tab", async () => {
      await radioOption(page, "about", copy.tabs[1]).click();
      await expect(page.getByRole("radio", { name: copy.tabs[1] })).toBeChecked();
    });

    await test.step("the app takes over what was chosen", async () => {
      expect(await isHydrated(page)).toBe(false);
      await modules.release();
      await waitForHydration(page);
      await expect(page).toHaveURL(/\?tag=nft$/);
      await expect(page.getByRole("tab", { name: copy.tabs[1] })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByRole("radio", { name: nft[lang], exact: true })).toBeChecked();
      await expect(page.locator("#projects [role=status]")).toHaveText(
        copy.showingTagged(projectTitles(lang, "nft").length, nft[lang]),
        { useInnerText: true },
      );
    });
  });

  test(`'Contact me' and the language button work before hydration (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await holdModules(page);
    await page.goto(paths.home(lang));

    await test.step("'Contact me' leads to the form", async () => {
      await page
        .locator("#contact")
        .getByRole("link", { name: contactCopy[lang].open, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${paths.contact(lang)}$`));
      await expect(
        page.getByLabel(contactCopy[lang].labels.message, { exact: true }),
      ).toBeVisible();
    });

    await test.step("the language button opens the twin page, and the choice is kept", async () => {
      const other = lang === "en" ? "es" : "en";
      await page.getByRole("link", { name: new RegExp(`^${copy.toggle}\\b`) }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.contact(other)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe(other);
    });
  });

  test(`'Back to projects' lands on the projects before the app runs (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await holdModules(page);
    await page.goto(paths.project(lang, "eva"));
    await page.getByRole("link", { name: projectCopy[lang].back }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.home(lang)}#projects$`));
    await expectSectionAtTop(page, "projects");
    expect(await isHydrated(page)).toBe(false);
  });
}

test("the 404 page logs the missing path as it loads, with no use of the page", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/no/such/page");
  await expect.poll(() => errors).toContain("404: no page at /no/such/page");
  // Logged by the page itself: the app has not started, and does not log it again when it does.
  expect(await isHydrated(page)).toBe(false);
  // A first use starts the app (the helper repeats it until the page says it has hydrated: a use
  // made before the page has finished loading may come before the page listens for one).
  await waitForHydration(page);
  expect(errors.filter((text) => text.startsWith("404: "))).toEqual([
    "404: no page at /no/such/page",
  ]);
});

test("the app waits for the visitor's first use, then starts without being asked again", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // While the visitor only reads, the app's modules are neither fetched nor run: the phone's main
  // thread stays free (a burst of fetches and compilations after the paint was blocking time).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(scripts).toEqual([]);
  expect(await isHydrated(page)).toBe(false);
  // A mouse moving over the page is a first use: the app loads and starts, with nothing more to do.
  // In steps, as a mouse reports its way: Chromium gives a document's first pointer event no
  // movement, and app-start.ts counts only a mouse that moved.
  await page.mouse.move(200, 300, { steps: 3 });
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(scripts.length).toBeGreaterThan(0);
});

test("a shared filtered address shows its tag before the app runs, and the app keeps it", async ({
  page,
}) => {
  const modules = await holdModules(page);
  await page.goto("/?tag=ai");
  await expect(page.getByRole("radio", { name: tagById("ai").en, exact: true })).toBeChecked();
  await expect
    .poll(() => page.locator("#projects li[data-tags] h3:visible").allTextContents())
    .toEqual(projectTitles("en", "ai"));
  await modules.release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\?tag=ai$/);
  await expect(page.getByRole("radio", { name: tagById("ai").en, exact: true })).toBeChecked();
});

test("Back undoes a tag chosen before the app ran, as it undoes one chosen after", async ({
  page,
}) => {
  const [shared, chosen] = [tagById("ai"), tagById("nft")];
  const modules = await holdModules(page);
  await page.goto(`/?tag=${shared.id}`);
  await radioOption(page, "projects", chosen.en).click();
  await modules.release();
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`\\?tag=${chosen.id}$`));

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?tag=${shared.id}$`));
  await expect(page.getByRole("radio", { name: shared.en, exact: true })).toBeChecked();
  await expect
    .poll(() => page.locator("#projects li[data-tags] h3:visible").allTextContents())
    .toEqual(projectTitles("en", shared.id));
});

test("a tap on the CV's print button before the app runs is performed once it has started", async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });
  const printed = () => page.evaluate(() => window.printed ?? 0);
  const modules = await holdModules(page);
  await page.goto(paths.cv("en"));
  await page.getByRole("button", { name: cvCopy.en.print }).click();
  expect(await printed()).toBe(0);
  await modules.release();
  await expect.poll(printed).toBe(1);
  // Once: the app's own button does not print a second time for the same tap.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await printed()).toBe(1);
});
