import { expect, test } from "@playwright/test";
import { expectNoAxeViolations as expectNoViolations } from "./support/axe";

// axe (WCAG 2.2 A and AA) on the home page in both languages: each about tab, and the contact
// dialog empty and showing errors.

// axe over a full page is slow on a small machine; these tests measure nothing about speed.
test.describe.configure({ timeout: 180_000 });

const homes = [
  { path: "/", contact: "Contact me", send: /send/i },
  { path: "/es/", contact: "Contáctame", send: /enviar/i },
];

for (const { path, contact, send } of homes) {
  test(`home ${path}: every tab and the contact dialog`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page, `${path} initial`);
    const tabs = page.getByRole("tab");
    const count = await tabs.count();
    expect(count).toBe(4);
    for (let index = 1; index < count; index += 1) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
      await expectNoViolations(page, `${path} tab ${index}`);
    }
    await page.getByRole("button", { name: contact, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, `${path} dialog`);
    await dialog.getByRole("button", { name: send }).click();
    await expect(dialog.locator("[aria-invalid=true]").first()).toBeVisible();
    await expectNoViolations(page, `${path} dialog with errors`);
  });
}

// Every other page, in both languages, is checked by security.spec.ts in the same visit that
// watches for CSP violations and console errors.
