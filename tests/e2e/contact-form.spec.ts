import { expect, test } from "@playwright/test";

import { paths } from "#app/lib/paths.ts";

import { contactButton, expectValues, fields, fillForm, openForm } from "../support/e2e/contact";
import { contactCopy, languages } from "../support/e2e/copy";
import { gotoHydrated } from "../support/e2e/hydration";

// The contact modal: opening, closing, focus, and every validation message, in both languages.

const valid = {
  name: "Ana Torres",
  email: "ana@example.com",
  reason: "consulting",
  message: "Hello! I would like to talk about a project.",
};

for (const lang of languages) {
  const contact = contactCopy[lang];

  test.describe(`contact form (${lang})`, () => {
    test("opens as a labelled dialog with every field; keeps focus inside; closes with the close icon, cancel and Escape, giving focus back; values survive closing", async ({
      page,
    }) => {
      await gotoHydrated(page, paths.home(lang));
      const button = contactButton(page, lang);
      await expect(button).toHaveAttribute("aria-haspopup", "dialog");
      await button.click();
      const dialog = page.getByRole("dialog", { name: contact.title });
      const f = fields(dialog, lang);

      await test.step("a labelled dialog with every field, at most 500 px wide", async () => {
        // Modal: the page behind is hidden from assistive technology while the dialog is open.
        await expect(page.getByRole("main")).toHaveCount(0);
        await expect(dialog.getByRole("heading", { name: contact.title })).toBeVisible();
        await expect(dialog).toHaveAccessibleDescription(
          new RegExp(`^${escape(contact.description)}`),
        );
        await expect(f.name).toBeFocused();
        // Nothing under the form is blurred: a backdrop filter there is redrawn over the whole screen
        // at every blink of the caret, for as long as the form is open.
        const blurred = await page.evaluate(() =>
          [...document.querySelectorAll("body *:not(header, header *)")]
            .filter((el) => getComputedStyle(el).backdropFilter !== "none")
            .map((el) => el.outerHTML.slice(0, 80)),
        );
        expect(blurred).toEqual([]);
        await expect(f.name).toHaveAttribute("autocomplete", "name");
        await expect(f.email).toHaveAttribute("type", "email");
        await expect(f.reason).toHaveJSProperty("tagName", "SELECT");
        await expect(f.reason.locator("option")).toHaveText([
          contact.reasons.placeholder,
          contact.reasons.general,
          contact.reasons.collaboration,
          contact.reasons.speaking,
          contact.reasons.consulting,
          contact.reasons.other,
        ]);
        await expect(f.reason).toHaveValue("");
        await expect(f.message).toHaveJSProperty("tagName", "TEXTAREA");
        await expect(dialog.getByText(contact.count(0))).toBeVisible();
        await expect(f.message).toHaveAccessibleDescription(contact.count(0));
        await expect(dialog.getByRole("button", { name: contact.cancel })).toBeVisible();
        await expect(dialog.getByRole("button", { name: contact.submit })).toBeVisible();
        await expect(dialog.getByRole("button", { name: contact.close })).toBeVisible();
        const box = await dialog.boundingBox();
        expect(box?.width).toBeLessThanOrEqual(500);
        expect((await f.message.boundingBox())?.height).toBeGreaterThanOrEqual(120);
      });

      await test.step("keeps focus inside the dialog", async () => {
        for (let i = 0; i < 12; i += 1) {
          await page.keyboard.press("Tab");
          expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        }
      });

      await test.step("the close icon, cancel and Escape close it; focus returns; values survive", async () => {
        await fillForm(dialog, lang, valid);
        await dialog.getByRole("button", { name: contact.close }).click();
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();

        await button.click();
        await expect(dialog).toBeVisible();
        await expectValues(dialog, lang, valid);
        await dialog.getByRole("button", { name: contact.cancel }).click();
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();

        await page.keyboard.press("Enter");
        await expect(dialog).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
        await button.click();
        await expectValues(dialog, lang, valid);
      });
    });

    test("validation: every required message tied to its field, focus on the first invalid one, over-length texts and the live count", async ({
      page,
    }) => {
      const dialog = await openForm(page, lang);
      const f = fields(dialog, lang);
      const submit = dialog.getByRole("button", { name: contact.submit });

      await test.step("an empty submit shows every required message, tied to its field", async () => {
        await submit.click();
        const expected = [
          [f.name, contact.errors.name],
          [f.email, contact.errors.email],
          [f.reason, contact.errors.reason],
          [f.message, contact.errors.message],
        ] as const;
        for (const [field, message] of expected) {
          await expect(field).toHaveAttribute("aria-invalid", "true");
          await expect(field).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
          await expect(dialog.getByText(message, { exact: true })).toBeVisible();
        }
        await expect(f.name).toBeFocused();

        // After the first submit, every change validates again.
        await f.name.fill("Ana");
        await expect(f.name).not.toHaveAttribute("aria-invalid");
        await expect(f.name).not.toHaveAttribute("aria-describedby");
        await expect(dialog.getByText(contact.errors.name)).toHaveCount(0);
        await f.name.fill("   ");
        await expect(dialog.getByText(contact.errors.name, { exact: true })).toBeVisible();
      });

      await test.step("focus goes to the first invalid field: a bad e-mail, then a missing reason", async () => {
        await fillForm(dialog, lang, { ...valid, email: "ana@example" });
        await submit.click();
        await expect(dialog.getByText(contact.errors.email, { exact: true })).toBeVisible();
        await expect(f.email).toBeFocused();
        await expect(f.email).toHaveAttribute("aria-invalid", "true");
        await expect(f.name).not.toHaveAttribute("aria-invalid");

        await f.email.fill(valid.email);
        await expect(dialog.getByText(contact.errors.email)).toHaveCount(0);
        await f.reason.selectOption("");
        await submit.click();
        await expect(dialog.getByText(contact.errors.reason, { exact: true })).toBeVisible();
        await expect(f.reason).toBeFocused();
        await expect(f.reason).toHaveAccessibleDescription(contact.errors.reason);
      });

      await test.step("over-length texts get their own messages, and the count turns over 1000", async () => {
        await fillForm(dialog, lang, {
          name: "N".repeat(101),
          email: `${"a".repeat(244)}@example.com`,
          reason: "other",
          message: "m".repeat(999),
        });
        // The last two characters are typed, as a visitor would, to see the live count.
        await f.message.press("End");
        await f.message.pressSequentially("mm");
        await expect(dialog.getByText(contact.count(1001))).toBeVisible();
        await submit.click();

        await expect(dialog.getByText(contact.errors.nameTooLong, { exact: true })).toBeVisible();
        await expect(dialog.getByText(contact.errors.emailTooLong, { exact: true })).toBeVisible();
        await expect(
          dialog.getByText(contact.errors.messageTooLong, { exact: true }),
        ).toBeVisible();
        await expect(f.message).toHaveAccessibleDescription(
          `${contact.errors.messageTooLong} ${contact.count(1001)}`,
        );
        await expect(f.name).toBeFocused();

        await f.message.press("Backspace");
        await expect(dialog.getByText(contact.count(1000))).toBeVisible();
        await expect(dialog.getByText(contact.errors.messageTooLong)).toHaveCount(0);
      });
    });
  });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
