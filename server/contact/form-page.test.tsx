import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ContactFields } from "#app/components/contact/contact-fields.tsx";
import { createI18n, I18nProvider } from "#app/lib/i18n.tsx";
import { messages } from "#app/locales/messages.server.ts";

import { createContactFormPage } from "./form-page";

// React's ids (useId) depend on where a component sits in the tree: the one thing that may differ.
function withoutIds(html: string) {
  return html.replace(/_R_[0-9a-zA-Z]+_/g, "id");
}

describe("the relay's answer page", () => {
  it("renders the contact fields exactly as the component does, with what was typed and the errors", () => {
    const values = {
      name: " ",
      email: "ada@",
      reason: "",
      message: "¿Podrías revisar mi máquina?",
    };
    const errors = { name: "required", email: "invalid", reason: "required" } as const;
    const page = createContactFormPage(undefined).render({
      lang: "es",
      state: { kind: "form", values, errors },
      action: "/api/contact",
      siteOrigin: undefined,
    });
    const fields = renderToStaticMarkup(
      <I18nProvider i18n={createI18n("es", messages.es)}>
        <ContactFields values={values} errors={errors} />
      </I18nProvider>,
    );
    expect(fields).toContain("El nombre es obligatorio");
    expect(withoutIds(page)).toContain(withoutIds(fields));
  });
});
