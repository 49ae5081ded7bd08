// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { createI18n, I18nProvider } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/paths.ts";
import { messages } from "#app/locales/messages.server.ts";

import { ContactFields, type ContactFieldsProps } from "./contact-fields";
import { ContactForm } from "./contact-form";
import { PlainContactForm } from "./plain-contact-form";
import { useContactSubmission } from "./use-contact-submission";

afterEach(cleanup);

function inLanguage(lang: Language, children: React.ReactNode) {
  return render(<I18nProvider i18n={createI18n(lang, messages[lang])}>{children}</I18nProvider>);
}

function DialogForm() {
  const submission = useContactSubmission({
    open: true,
    onSending: () => {},
    onSent: () => {},
    onFailed: () => {},
  });
  return <ContactForm submission={submission} onCancel={() => {}} />;
}

/**
 * Each control a visitor fills in, with its label and markup. Ids are React's own and differ
 * between two forms on one page; what they tie together is checked by the accessible names.
 */
function fieldsOf(form: HTMLElement) {
  return [...form.querySelectorAll("input:not([type=hidden]), select, textarea")].map((control) => {
    const copy = control.cloneNode(true);
    if (copy instanceof Element) {
      copy.removeAttribute("id");
      copy.removeAttribute("aria-describedby");
    }
    const label = control.id ? form.querySelector(`label[for="${control.id}"]`) : null;
    return { label: label?.textContent, markup: copy instanceof Element ? copy.outerHTML : "" };
  });
}

describe("ContactFields", () => {
  it("gives the dialog's form and the /contact page's form the same fields", () => {
    const dialog = inLanguage("es", <DialogForm />);
    const page = inLanguage("es", <PlainContactForm action="/api/contact" lang="es" />);
    const dialogFields = fieldsOf(dialog.container);
    expect(dialogFields.map((field) => field.label)).toEqual([
      "Nombre",
      "Correo electrónico",
      "Motivo",
      "Mensaje",
      "Deja este campo vacío",
    ]);
    expect(fieldsOf(page.container)).toEqual(dialogFields);
  });

  it("gives back what was typed, each error in the page's language and tied to its field", () => {
    const props: ContactFieldsProps = {
      values: { name: "", email: "ada@", reason: "speaking", message: "¿Hablamos?" },
      errors: { name: "required", email: "invalid" },
    };
    inLanguage("es", <ContactFields {...props} />);
    const name = screen.getByLabelText("Nombre");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("El nombre es obligatorio");
    expect(screen.getByLabelText("Correo electrónico")).toHaveValue("ada@");
    expect(screen.getByLabelText("Correo electrónico")).toHaveAccessibleDescription(
      "El correo electrónico no es válido",
    );
    expect(screen.getByLabelText("Motivo")).toHaveValue("speaking");
    expect(screen.getByLabelText("Motivo")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Mensaje")).toHaveValue("¿Hablamos?");
  });

  it("counts the message only when told its length, as it is typed", () => {
    inLanguage("en", <ContactFields />);
    expect(screen.queryByText(/characters$/)).toBeNull();
    cleanup();
    inLanguage("en", <ContactFields messageLength={1001} />);
    const message = screen.getByLabelText("Message");
    expect(message).toHaveAccessibleDescription("1001/1000 characters");
  });
});
