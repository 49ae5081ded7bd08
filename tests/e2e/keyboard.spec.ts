import { expect, type Page, test } from "@playwright/test";

import { contactCopy, homeCopy, projectCopy } from "../support/e2e/copy";
import { gotoHydrated } from "../support/e2e/hydration";
import {
  clearScrollPositionsSeen,
  offsetsOnTheWay,
  recordScrollPositions,
  waitForScrollToSettle,
} from "../support/e2e/scroll";

const home = homeCopy.en;
const contact = contactCopy.en;

// A visitor with only a keyboard: skip link, filter, a project and back, and the contact form.

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return "";
    const labels =
      "labels" in element && element.labels instanceof NodeList ? element.labels : null;
    return (
      element.getAttribute("aria-label") ??
      (labels?.[0]?.textContent || element.textContent || "")
    ).trim();
  });
}

/** Presses Tab until the focused element's accessible text matches, like a visitor would. */
async function tabTo(page: Page, name: RegExp, limit = 250, key = "Tab") {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test("keyboard walk: skip link, filter, project page and back", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toBe(home.skipToContent);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);

  // The filter is one radio group: Tab reaches the chosen radio (All), the arrows choose.
  await tabTo(page, new RegExp(`^${home.all}$`));
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "AI", exact: true })).toBeChecked();
  await expect(page).toHaveURL(/\?tag=ai/);

  await tabTo(page, new RegExp(`^${home.learnMore}`));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/project\/\w+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The page moves focus to the title once it has rendered (an effect, after the heading shows):
  // wait for it, or the walk's first Shift+Tab may start from where focus was before.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  // The back button sits above the title, where the page put focus: go back up to it.
  await tabTo(page, new RegExp(projectCopy.en.back, "i"), 20, "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/");
  await expect(page.locator("#projects")).toBeInViewport();
});

test("keyboard walk: the contact form from opening to sending", async ({ page }) => {
  // The walk is about the keyboard; delivery to the relay is contact-send.spec.ts's. The relay is
  // answered here so that the relay's minimum fill time does not depend on typing speed.
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 202,
      contentType: "application/json",
      body: JSON.stringify({ ok: true, id: "keyboard" }),
    }),
  );
  await gotoHydrated(page, "/");
  // The top bar's Contact button takes the visitor (and focus) to the contact section.
  await tabTo(page, new RegExp(`^${home.nav.contact}$`), 10);
  await page.keyboard.press("Enter");
  await expect(page.locator("#contact")).toBeFocused();
  await tabTo(page, new RegExp(`^${contact.open}$`), 20);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  await expect(dialog.getByLabel(contact.labels.name)).toBeFocused();
  await page.keyboard.type("Keyboard Visitor");
  await page.keyboard.press("Tab");
  await page.keyboard.type("keys@example.com");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel(contact.labels.reason)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByLabel(contact.labels.reason)).not.toHaveValue("");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Written without touching the mouse.");
  await tabTo(page, new RegExp(`^${contact.submit}$`), 10);
  await page.keyboard.press("Enter");

  await expect(page.getByText(contact.success[0])).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: contact.open, exact: true })).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("link", { name: contact.open, exact: true })).toBeFocused();
});

test.describe("with motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("Tab brings the next control into view at once, not by a smooth scroll", async ({
    page,
  }) => {
    await recordScrollPositions(page);
    await gotoHydrated(page, "/");
    // The hero's last control, the arrow down; the next one lies below the first screen.
    await page.locator('#hero a[href="#about"]').focus();
    const from = await waitForScrollToSettle(page);
    await clearScrollPositionsSeen(page);
    await page.keyboard.press("Tab");
    const landed = await waitForScrollToSettle(page);
    expect(landed - from).toBeGreaterThan(100);
    expect(await offsetsOnTheWay(page, from, landed)).toEqual([]);
  });
});
