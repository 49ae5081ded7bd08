import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ContactFields } from "#app/components/contact/contact-fields.tsx";
import { createI18n, I18nProvider } from "#app/lib/i18n.tsx";
import { messages } from "#app/locales/messages.server.ts";

import { createContactFormPage, relayPagePath } from "./form-page";

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

  it("shows the visitor's theme with the site's head script, allowed by its hash alone", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "relay-page-"));
    try {
      const clientDir = path.join(dir, "client");
      mkdirSync(clientDir);
      const themeScript = "document.documentElement.dataset.theme='dark'";
      const owner = { name: "Inés Calderón", email: "hola@ines.example" };
      writeFileSync(
        relayPagePath(clientDir),
        JSON.stringify({ stylesheet: "", themeScript, owner }),
      );
      const formPage = createContactFormPage(clientDir);
      const html = formPage.render({
        lang: "en",
        state: { kind: "sent" },
        action: "/api/contact",
        siteOrigin: undefined,
      });
      expect(html.slice(0, html.indexOf("</head>"))).toContain(`<script>${themeScript}</script>`);
      const hash = createHash("sha256").update(themeScript).digest("base64");
      expect(formPage.csp).toContain(`script-src 'sha256-${hash}';`);
      expect(createContactFormPage(undefined).csp).not.toContain("script-src");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
