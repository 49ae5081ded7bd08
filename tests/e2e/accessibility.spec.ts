import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { content } from "./support/content";

// axe with the WCAG 2.2 A and AA rules on every page in both languages, each about tab, and the
// contact dialog empty and showing errors.

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, label).toEqual([]);
}

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

const others = [
  "/cv",
  "/es/cv",
  "/no/such/page",
  "/es/no/existe",
  "/project/nope",
  ...content.projects.flatMap((p) => [`/project/${p.id}`, `/es/project/${p.id}`]),
];

for (let start = 0; start < others.length; start += 10) {
  const batch = others.slice(start, start + 10);
  test(`pages ${batch[0]} … ${batch.at(-1)}`, async ({ page }) => {
    for (const path of batch) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, path);
    }
  });
}
