import { expect, test } from "@playwright/test";

import { paths } from "~/lib/paths";

import {
  contactButton,
  copy,
  expectValues,
  fields,
  fillForm,
  langs,
  openForm,
} from "./support/contact";
import { gotoHydrated } from "./support/hydration";

// The contact modal: opening, closing, focus, and every validation message, in both languages.

const valid = {
  name: "Ana Torres",
  email: "ana@example.com",
  reason: "consulting",
  message: "Hello! I would like to talk about a project.",
};

for (const lang of langs) {
  const t = copy[lang];

  test.describe(`contact form (${lang})`, () => {
    test("opens as a labelled dialog with every field; keeps focus inside; closes with the close icon, cancel and Escape, giving focus back; values survive closing", async ({
      page,
    }) => {
      await gotoHydrated(page, paths.home(lang));
      const button = contactButton(page, lang);
      await expect(button).toHaveAttribute("aria-haspopup", "dialog");
      await button.click();
      const dialog = page.getByRole("dialog", { name: t.title });
      const f = fields(dialog, lang);

      await test.step("a labelled dialog with every field, at most 500 px wide", async () => {
        // Modal: the page behind is hidden from assistive technology while the dialog is open.
        await expect(page.getByRole("main")).toHaveCount(0);
        await expect(dialog.getByRole("heading", { name: t.title })).toBeVisible();
        await expect(dialog).toHaveAccessibleDescription(new RegExp(`^${escape(t.description)}`));
        await expect(f.name).toBeFocused();
        await expect(f.name).toHaveAttribute("autocomplete", "name");
        await expect(f.email).toHaveAttribute("type", "email");
        await expect(f.reason).toHaveJSProperty("tagName", "SELECT");
        await expect(f.reason.locator("option")).toHaveText([
          t.reasons.placeholder,
          t.reasons.general,
          t.reasons.collaboration,
          t.reasons.speaking,
          t.reasons.consulting,
          t.reasons.other,
        ]);
        await expect(f.reason).toHaveValue("");
        await expect(f.message).toHaveJSProperty("tagName", "TEXTAREA");
        await expect(dialog.getByText(t.count(0))).toBeVisible();
        await expect(f.message).toHaveAccessibleDescription(t.count(0));
        await expect(dialog.getByRole("button", { name: t.cancel })).toBeVisible();
        await expect(dialog.getByRole("button", { name: t.submit })).toBeVisible();
        await expect(dialog.getByRole("button", { name: t.close })).toBeVisible();
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
        await dialog.getByRole("button", { name: t.close }).click();
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();

        await button.click();
        await expect(dialog).toBeVisible();
        await expectValues(dialog, lang, valid);
        await dialog.getByRole("button", { name: t.cancel }).click();
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
      const submit = dialog.getByRole("button", { name: t.submit });

      await test.step("an empty submit shows every required message, tied to its field", async () => {
        await submit.click();
        const expected = [
          [f.name, t.errors.name],
          [f.email, t.errors.email],
          [f.reason, t.errors.reason],
          [f.message, t.errors.message],
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
        await expect(dialog.getByText(t.errors.name)).toHaveCount(0);
        await f.name.fill("   ");
        await expect(dialog.getByText(t.errors.name, { exact: true })).toBeVisible();
      });

      await test.step("focus goes to the first invalid field: a bad e-mail, then a missing reason", async () => {
        await fillForm(dialog, lang, { ...valid, email: "ana@example" });
        await submit.click();
        await expect(dialog.getByText(t.errors.email, { exact: true })).toBeVisible();
        await expect(f.email).toBeFocused();
        await expect(f.email).toHaveAttribute("aria-invalid", "true");
        await expect(f.name).not.toHaveAttribute("aria-invalid");

        await f.email.fill(valid.email);
        await expect(dialog.getByText(t.errors.email)).toHaveCount(0);
        await f.reason.selectOption("");
        await submit.click();
        await expect(dialog.getByText(t.errors.reason, { exact: true })).toBeVisible();
        await expect(f.reason).toBeFocused();
        await expect(f.reason).toHaveAccessibleDescription(t.errors.reason);
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
        await expect(dialog.getByText(t.count(1001))).toBeVisible();
        await submit.click();

        await expect(dialog.getByText(t.errors.nameTooLong, { exact: true })).toBeVisible();
        await expect(dialog.getByText(t.errors.emailTooLong, { exact: true })).toBeVisible();
        await expect(dialog.getByText(t.errors.messageTooLong, { exact: true })).toBeVisible();
        await expect(f.message).toHaveAccessibleDescription(
          `${t.errors.messageTooLong} ${t.count(1001)}`,
        );
        await expect(f.name).toBeFocused();

        await f.message.press("Backspace");
        await expect(dialog.getByText(t.count(1000))).toBeVisible();
        await expect(dialog.getByText(t.errors.messageTooLong)).toHaveCount(0);
      });
    });
  });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
