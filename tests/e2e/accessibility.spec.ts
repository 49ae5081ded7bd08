import { expect, type Page, test } from "@playwright/test";

import { paths } from "#app/lib/paths.ts";

import { expectNoAxeViolations, themes } from "../support/e2e/axe";
import { contactCopy, homeCopy, languages, t } from "../support/e2e/copy";
import { gotoHydrated } from "../support/e2e/hydration";

// axe (every WCAG 2.0/2.1/2.2 A and AA rule) once per page template × language × theme, and on the
// home page's states: each about tab, the contact dialog empty and showing errors. The other pages
// share these templates; security.spec.ts loads every one of them in a browser.

const otherTemplates = (lang: (typeof languages)[number]) => [
  { name: "project", path: paths.project(lang, "eva") },
  { name: "CV", path: paths.cv(lang) },
  { name: "unknown project", path: paths.project(lang, "nope") },
  { name: "unknown page", path: lang === "en" ? "/no/such/page" : "/es/no/existe" },
];

async function emulateTheme(page: Page, theme: (typeof themes)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  // The theme follows the system preference in CSS: check the page did switch.
  expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(
    theme === "dark",
  );
}

for (const lang of languages) {
  const home = homeCopy[lang];
  const contact = contactCopy[lang];
  for (const theme of themes) {
    test.describe(`axe (${lang}, ${theme})`, () => {
      test("home: first screen, every tab, the dialog empty and with errors", async ({ page }) => {
        await emulateTheme(page, theme);
        await gotoHydrated(page, paths.home(lang));
        await expectNoAxeViolations(page, "home");

        const tabs = page.locator("#about").getByRole("tab");
        await expect(tabs).toHaveText(home.tabs);
        for (const index of [1, 2, 3]) {
          await tabs.nth(index).click();
          await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
          // Only the about section changes between tabs; the whole page was checked above.
          await expectNoAxeViolations(page, `tab ${home.tabs[index]}`, "#about");
        }

        await page.locator("#contact").getByRole("link", { name: contact.open }).click();
        const dialog = page.getByRole("dialog", { name: contact.title });
        await expect(dialog).toBeVisible();
        await expectNoAxeViolations(page, "dialog");
        await dialog.getByRole("button", { name: contact.submit }).click();
        await expect(dialog.getByText(contact.errors.name, { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, "dialog with errors", '[role="dialog"]');
      });

      test("the theme switch open, this theme chosen against the system's", async ({ page }) => {
        await emulateTheme(page, theme === "dark" ? "light" : "dark");
        await gotoHydrated(page, paths.home(lang));
        await page
          .getByRole("banner")
          .getByRole("button", { name: t(lang, "nav.theme.open") })
          .click();
        const group = page.getByRole("group", { name: t(lang, "nav.theme.legend") });
        await group.getByRole("radio", { name: t(lang, `nav.theme.${theme}`) }).click();
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expect(group).toBeVisible();
        await expectNoAxeViolations(page, "theme switch");
      });

      test("project, CV and the two 404 pages", async ({ page }) => {
        await emulateTheme(page, theme);
        for (const { name, path } of otherTemplates(lang)) {
          await gotoHydrated(page, path);
          await expectNoAxeViolations(page, name);
        }
      });
    });
  }
}
