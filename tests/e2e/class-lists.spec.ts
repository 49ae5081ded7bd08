import { expect, test } from "@playwright/test";

import { contactLimits } from "#app/lib/contact-schema.ts";

import { classListsIn, classListsOf, conflictingClassLists } from "../support/e2e/class-lists";
import { contactButton } from "../support/e2e/contact";
import { contactCopy, homeCopy, languages } from "../support/e2e/copy";
import { openHome } from "../support/e2e/home";
import { notFoundPages, sitePages } from "../support/e2e/site-pages";

// No element carries two utilities for one property: the page's cn() resolves no such pair, so
// which one applied would depend on the stylesheet's order (support/class-lists.ts).

test("every prerendered page, error pages too", async ({ request }) => {
  const conflicts = new Set<string>();
  for (const path of [...sitePages, ...notFoundPages]) {
    const html = await (await request.get(path)).text();
    for (const conflict of conflictingClassLists(classListsOf(html))) conflicts.add(conflict);
  }
  expect([...conflicts]).toEqual([]);
});

for (const lang of languages) {
  test(`the states the app draws (${lang}): the top bar's menu, the tabs, the form's errors`, async ({
    page,
  }) => {
    const home = homeCopy[lang];
    const contact = contactCopy[lang];
    const seen: string[] = [];
    await page.setViewportSize({ width: 375, height: 740 });
    await openHome(page, lang);

    const bar = page.getByRole("banner");
    await bar.getByRole("button", { name: home.openMenu }).click();
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    seen.push(...(await classListsIn(page)));
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: home.tabs[1] }).click();
    await expect(page.getByRole("tab", { name: home.tabs[1] })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    seen.push(...(await classListsIn(page)));

    await contactButton(page, lang).click();
    const dialog = page.getByRole("dialog", { name: contact.title });
    await dialog
      .getByLabel(contact.labels.message, { exact: true })
      .fill("x".repeat(contactLimits.message + 1));
    await dialog.getByRole("button", { name: contact.submit }).click();
    await expect(dialog.getByText(contact.errors.messageTooLong)).toBeVisible();
    seen.push(...(await classListsIn(page)));

    expect(conflictingClassLists(seen)).toEqual([]);
  });
}
