import { expect, type Locator, type Page, test } from "@playwright/test";

import { expectNoAxeViolations } from "../support/e2e/axe";
import {
  contactButton,
  expectValues,
  fields,
  fillForm,
  openForm,
  storedMessages,
  toast,
} from "../support/e2e/contact";
import { contactCopy, languages } from "../support/e2e/copy";

// Sending: the real relay stores the message; failures (answered or not) keep the form and say so.

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

for (const lang of languages) {
  const contact = contactCopy[lang];
  const entry = (label: string) => ({
    name: `Visitor ${lang} ${label} ${Date.now()}`,
    email: `visitor.${lang}@example.com`,
    reason: "collaboration",
    message: `Hi! A ${label} message in ${lang}, sent by the end-to-end tests.\nSecond line.`,
  });

  test.describe(`sending the contact form (${lang})`, () => {
    test("a hidden honeypot; a message reaches the relay's outbox (toast, closed modal, empty form); while sending, the form is locked with a spinner", async ({
      page,
    }) => {
      await page.clock.install();
      const dialog = await openForm(page, lang);

      await test.step("the honeypot is invisible to people and to assistive technology", async () => {
        const honeypot = dialog.locator('input[name="website"]');
        await expect(honeypot).toHaveCount(1);
        await expect(honeypot).toHaveAttribute("tabindex", "-1");
        await expect(honeypot).toHaveAttribute("autocomplete", "off");
        await expect(honeypot).not.toBeInViewport();
        expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(
          true,
        );
        const tree = await dialog.ariaSnapshot();
        expect(tree).not.toMatch(/website|empty|vac[ií]o/i);
        expect(tree.match(/- textbox/g)).toHaveLength(3);
      });

      const message = entry("stored");
      await fillForm(dialog, lang, message);
      // The relay holds anything sent faster than CONTACT_MIN_FILL_MS (300 ms in these tests) for
      // the owner instead of delivering it: the page's clock jumps past it instead of the test waiting.
      await page.clock.fastForward(400);
      const request = page.waitForRequest("**/api/contact");
      const response = page.waitForResponse("**/api/contact");
      await dialog.getByRole("button", { name: contact.submit }).click();

      const body = (await request).postDataJSON();
      expect((await request).headers()["content-type"]).toBe("application/json");
      expect(body).toMatchObject({ ...message, website: "" });
      expect(body.elapsedMs).toBeGreaterThanOrEqual(300);
      expect((await response).status()).toBe(202);

      const sent = toast(page, contact.success[0]);
      await expect(sent).toBeVisible();
      await sent.hover();
      await expect(sent).toContainText(contact.success[1]);
      await expect(dialog).toBeHidden();
      await expect(contactButton(page, lang)).toBeFocused();
      await expect(page.getByRole("region", { name: contact.notifications })).toContainText(
        contact.success[1],
      );

      expect(storedMessages()).toContainEqual(message);

      await contactButton(page, lang).click();
      await expectValues(dialog, lang, { name: "", email: "", reason: "", message: "" });
      await expect(dialog.getByText(contact.count(0))).toBeVisible();

      await test.step("while sending, cancel and send are disabled and a spinner shows", async () => {
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/api/contact", async (route) => {
          await held;
          await route.fulfill({
            status: 202,
            contentType: "application/json",
            body: JSON.stringify({ ok: true, id: "test" }),
          });
        });
        await fillForm(dialog, lang, entry("slow"));
        await page.clock.fastForward(400);
        await dialog.getByRole("button", { name: contact.submit }).click();

        const sending = dialog.getByRole("button", { name: contact.sending });
        await expect(sending).toBeDisabled();
        await expect(sending.locator("svg.animate-spin")).toBeVisible();
        await expect(dialog.getByRole("button", { name: contact.cancel })).toBeDisabled();
        await expect(dialog.getByRole("status")).toHaveText(contact.status);
        // Escape does not abandon a message on its way.
        await page.keyboard.press("Escape");
        await expect(dialog).toBeVisible();

        release();
        // A success toast shows; the first message's may still be showing beside it.
        await expect(toast(page, contact.success[0]).first()).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(dialog.getByRole("status")).toHaveCount(0);
      });
    });

    test("a failed send (500, network) keeps the values, logs and shows the error toast; a 400's field codes show under the fields", async ({
      page,
    }) => {
      // One visit, as a visitor who tries again: each failure keeps the form open and filled, the
      // next press of Send is the next attempt, and it dismisses the last failure's toast (one
      // being dismissed carries data-removed until it has slid away).
      const dialog = await openForm(page, lang);
      const message = entry("failed");
      await fillForm(dialog, lang, message);
      const failed = toast(page, contact.failure[1]).and(
        page.locator(':not([data-removed="true"])'),
      );
      for (const failure of ["500", "network"] as const) {
        await page.unrouteAll();
        const errors = consoleErrors(page);
        await page.route("**/api/contact", (route) =>
          failure === "500" ? route.fulfill({ status: 500 }) : route.abort("connectionrefused"),
        );
        await sendExpectingFailure(dialog.getByRole("button", { name: contact.submit }), failed);
        await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
        // Pointer over the toast pauses its 10 s timer while these (sometimes slow) checks run.
        await failed.hover();
        // The error toast is a state of its own: axe over the notifications region.
        await expectNoAxeViolations(page, "error toast", "[data-sonner-toaster]");
        await expect(failed).toContainText(contact.failure[0]);
        await expect(failed).toHaveAttribute("data-type", "error");
        await expect(failed).toHaveCSS("background-color", await destructive(page));
        await expect(dialog).toBeVisible();
        await expectValues(dialog, lang, message);
        await expect(dialog.getByRole("button", { name: contact.submit })).toBeFocused();
        await expect.poll(() => errors.some((e) => e.includes("not sent"))).toBe(true);
      }

      await page.unrouteAll();
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ ok: false, errors: { email: "invalid", message: "too_long" } }),
        }),
      );
      await sendExpectingFailure(dialog.getByRole("button", { name: contact.submit }), failed);
      const f = fields(dialog, lang);
      await expect(dialog.getByText(contact.errors.email, { exact: true })).toBeVisible();
      await expect(dialog.getByText(contact.errors.messageTooLong, { exact: true })).toBeVisible();
      await expect(f.email).toHaveAttribute("aria-invalid", "true");
      await expect(f.email).toBeFocused();
    });

    test("toasts are never covered by the language toggle", async ({ page }) => {
      // Phones: toasts at the top, over the top bar that holds the toggle. Wide screens: the toggle
      // floats at the bottom right and the toasts stack above it. Either way every part of a toast
      // is the toast's own, on top.
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.route("**/api/contact", (route) => route.fulfill({ status: 503 }));
        const dialog = await openForm(page, lang);
        await fillForm(dialog, lang, entry(`layout-${width}`));
        await dialog.getByRole("button", { name: contact.submit }).click();
        const failed = toast(page, contact.failure[1]);
        await expect(failed).toBeVisible();
        // Polled: the toast slides in before it settles.
        await expect
          .poll(() =>
            failed.evaluate((element) => {
              const box = element.getBoundingClientRect();
              const inset = 4;
              const points = [
                [box.left + inset, box.top + inset],
                [box.right - inset, box.top + inset],
                [box.left + inset, box.bottom - inset],
                [box.right - inset, box.bottom - inset],
                [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
              ];
              return points.every(([x = 0, y = 0]) => {
                const hit = document.elementFromPoint(x, y);
                return hit !== null && element.contains(hit);
              });
            }),
          )
          .toBe(true);
        const box = await failed.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
      }
    });
  });
}

/**
 * Presses Send and waits for this attempt's failure toast (`failed`: the toasts not being
 * dismissed). The press dismisses the last failure's toast, which for a frame or two shows beside
 * the new one before it is marked removed; a check of "the" failure toast in that moment found two
 * (one run in six). So the wait first sees the last toast marked or gone.
 */
async function sendExpectingFailure(submit: Locator, failed: Locator) {
  const last = (await failed.count()) > 0 ? await failed.elementHandle() : null;
  await submit.click();
  if (last) {
    await expect
      .poll(() =>
        last.evaluate(
          (shown) => !shown.isConnected || shown.getAttribute("data-removed") === "true",
        ),
      )
      .toBe(true);
    await last.dispose();
  }
  await expect(failed).toBeVisible();
}

/** The computed colour of the destructive token in the current theme. */
async function destructive(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.backgroundColor = "var(--destructive)";
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
}
