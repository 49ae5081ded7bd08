import { expect, type Locator, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";

// Shared by the contact-*.spec.ts files: the texts a visitor sees in each language, and how a
// visitor opens and fills the form.

export const copy = {
  en: {
    home: "/",
    open: "Contact me",
    title: "Let's talk",
    description: "Tell me about your project, idea or question. All fields are required.",
    close: "Close",
    cancel: "Cancel",
    submit: "Send message",
    sending: "Sending…",
    status: "Sending your message…",
    labels: { name: "Name", email: "Email", reason: "Reason", message: "Message" },
    reasons: {
      placeholder: "Select a reason",
      general: "General enquiry",
      collaboration: "Collaboration",
      speaking: "Speaking or workshop",
      consulting: "Consulting",
      other: "Something else",
    },
    errors: {
      name: "Name is required",
      email: "Invalid email address",
      reason: "Please select a reason",
      message: "Message is required",
      nameTooLong: "Name must be at most 100 characters",
      emailTooLong: "Email must be at most 255 characters",
      messageTooLong: "Message must be at most 1000 characters",
    },
    count: (n: number) => `${n}/1000 characters`,
    success: ["Message sent!", "Thank you for reaching out. I'll get back to you soon."],
    failure: ["Error", "Failed to send message. Please try again or contact me directly."],
    toggle: "ES",
  },
  es: {
    home: "/es/",
    open: "Contáctame",
    title: "Hablemos",
    description: "Cuéntame sobre tu proyecto, idea o pregunta. Todos los campos son obligatorios.",
    close: "Cerrar",
    cancel: "Cancelar",
    submit: "Enviar mensaje",
    sending: "Enviando…",
    status: "Enviando tu mensaje…",
    labels: { name: "Nombre", email: "Correo electrónico", reason: "Motivo", message: "Mensaje" },
    reasons: {
      placeholder: "Elige un motivo",
      general: "Consulta general",
      collaboration: "Colaboración",
      speaking: "Charla o taller",
      consulting: "Consultoría",
      other: "Otro motivo",
    },
    errors: {
      name: "El nombre es obligatorio",
      email: "El correo electrónico no es válido",
      reason: "Por favor, elige un motivo",
      message: "El mensaje es obligatorio",
      nameTooLong: "El nombre no puede superar los 100 caracteres",
      emailTooLong: "El correo electrónico no puede superar los 255 caracteres",
      messageTooLong: "El mensaje no puede superar los 1000 caracteres",
    },
    count: (n: number) => `${n}/1000 caracteres`,
    success: ["¡Mensaje enviado!", "Gracias por escribirme. Te responderé pronto."],
    failure: [
      "Error",
      "No se pudo enviar el mensaje. Inténtalo de nuevo o contáctame directamente.",
    ],
    toggle: "EN",
  },
} as const;

export type Lang = keyof typeof copy;
export const langs: readonly Lang[] = ["en", "es"];

/** The 'Contact me' button of the contact section (the hero has its own link to that section). */
export function contactButton(page: Page, lang: Lang): Locator {
  return page.locator("#contact").getByRole("button", { name: copy[lang].open, exact: true });
}

export async function openForm(page: Page, lang: Lang): Promise<Locator> {
  await page.goto(copy[lang].home);
  await contactButton(page, lang).click();
  const dialog = page.getByRole("dialog", { name: copy[lang].title });
  await expect(dialog).toBeVisible();
  return dialog;
}

export function fields(dialog: Locator, lang: Lang) {
  const labels = copy[lang].labels;
  return {
    name: dialog.getByLabel(labels.name, { exact: true }),
    email: dialog.getByLabel(labels.email, { exact: true }),
    reason: dialog.getByLabel(labels.reason, { exact: true }),
    message: dialog.getByLabel(labels.message, { exact: true }),
  };
}

export type Entry = { name: string; email: string; reason: string; message: string };

export async function fillForm(dialog: Locator, lang: Lang, entry: Entry) {
  const f = fields(dialog, lang);
  await f.name.fill(entry.name);
  await f.email.fill(entry.email);
  await f.reason.selectOption(entry.reason);
  await f.message.fill(entry.message);
}

export async function expectValues(dialog: Locator, lang: Lang, entry: Entry) {
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
  const port = process.env.E2E_PORT ?? "4173";
  const file = path.resolve(`.cache/e2e/data-${port}`, "messages.sqlite");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[], Entry>("SELECT name, email, reason, message FROM messages").all();
  } finally {
    db.close();
  }
}
