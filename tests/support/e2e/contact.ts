import path from "node:path";

import { expect, type Locator, type Page } from "@playwright/test";
import { z } from "zod";

import { paths } from "#app/lib/paths.ts";
import { OUTBOX_FILE } from "#server/outbox/outbox.ts";
import { openSqlite } from "#server/sqlite.ts";

import { contactCopy, type Language } from "./copy";
import { e2eDataDir } from "./e2e-files";
import { gotoHydrated } from "./hydration";

// Shared by the contact-*.spec.ts files: how a visitor opens and fills the form. The texts come
// from support/copy.ts (the app's translations).

/** The 'Contact me' button of the contact section (the hero has its own link to that section). */
export function contactButton(page: Page, lang: Language): Locator {
  return page.locator("#contact").getByRole("link", { name: contactCopy[lang].open, exact: true });
}

export async function openForm(page: Page, lang: Language): Promise<Locator> {
  await gotoHydrated(page, paths.home(lang));
  await contactButton(page, lang).click();
  const dialog = page.getByRole("dialog", { name: contactCopy[lang].title });
  await expect(dialog).toBeVisible();
  return dialog;
}

export function fields(dialog: Locator, lang: Language) {
  const labels = contactCopy[lang].labels;
  return {
    name: dialog.getByLabel(labels.name, { exact: true }),
    email: dialog.getByLabel(labels.email, { exact: true }),
    reason: dialog.getByLabel(labels.reason, { exact: true }),
    message: dialog.getByLabel(labels.message, { exact: true }),
  };
}

const EntrySchema = z.object({
  name: z.string(),
  email: z.string(),
  reason: z.string(),
  message: z.string(),
});
const EntriesSchema = z.array(EntrySchema);
export type Entry = z.infer<typeof EntrySchema>;

export async function fillForm(dialog: Locator, lang: Language, entry: Entry) {
  const f = fields(dialog, lang);
  await f.name.fill(entry.name);
  await f.email.fill(entry.email);
  await f.reason.selectOption(entry.reason);
  await f.message.fill(entry.message);
}

export async function expectValues(dialog: Locator, lang: Language, entry: Entry) {
  const f = fields(dialog, lang);
  await expect(f.name).toHaveValue(entry.name);
  await expect(f.email).toHaveValue(entry.email);
  await expect(f.reason).toHaveValue(entry.reason);
  await expect(f.message).toHaveValue(entry.message);
}

/** A toast in the notifications region, found by its title. */
export function toast(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/** The messages the relay stored, read from its SQLite outbox as the operator's tools would. */
export function storedMessages(): Entry[] {
  const file = path.join(e2eDataDir(), OUTBOX_FILE);
  const db = openSqlite(file, { readOnly: true });
  try {
    return EntriesSchema.parse(
      db.prepare("SELECT name, email, reason, message FROM messages").all(),
    );
  } finally {
    db.close();
  }
}
