import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { renderToStaticMarkup } from "react-dom/server";
import { z } from "zod";

import { ContactPanel, type ContactPanelState } from "#app/components/contact/contact-panel.tsx";
import { escapeMarkup } from "#app/lib/escape-markup.ts";
import { createI18n, I18nProvider } from "#app/lib/i18n.tsx";
import { defaultLanguage, type Language, languages, paths } from "#app/lib/paths.ts";
import { messages } from "#app/locales/messages.server.ts";

// The relay's answer to a form sent without JavaScript: a page in the visitor's language with the
// specification's success text, or the form again with what was typed and a message under each
// field. It is the same ContactPanel the /contact page renders, with the site's stylesheet, and one
// script: every page's head script that shows the theme the visitor chose (app/boot/page/theme.ts).

const RelayPageSchema = z.object({
  stylesheet: z.string(),
  /** The theme head script every page runs, called with the site's settings. */
  themeScript: z.string().optional(),
  owner: z.object({ name: z.string(), email: z.string() }),
});

export type RelayPageAssets = z.infer<typeof RelayPageSchema>;

/** The build writes the stylesheet and the owner's name and address beside the client directory. */
export function relayPagePath(clientDir: string): string {
  return join(dirname(clientDir), "relay-page.json");
}

function readAssets(clientDir: string): RelayPageAssets | undefined {
  const path = relayPagePath(clientDir);
  if (!existsSync(path)) return undefined;
  return RelayPageSchema.parse(JSON.parse(readFileSync(path, "utf8")));
}

export function pageLanguage(value: unknown): Language {
  return languages.find((lang) => lang === value) ?? defaultLanguage;
}

export type FormPageInput = {
  lang: Language;
  state: ContactPanelState;
  /** Where the form posts again: the relay's own path. */
  action: string;
  /** The site's origin when it is not the relay's own (a static copy allowed to post here). */
  siteOrigin: string | undefined;
};

export type ContactFormPage = {
  render(input: FormPageInput): string;
  /** The page's Content-Security-Policy. */
  csp: string;
};

/** A policy for the page alone: its inline stylesheet and theme script, and a form posting here. */
function formPageCsp(script: string | undefined): string {
  const scripts = script
    ? `script-src 'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'; `
    : "";
  return `default-src 'none'; ${scripts}style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

export function createContactFormPage(clientDir: string | undefined): ContactFormPage {
  const assets = clientDir ? readAssets(clientDir) : undefined;
  return {
    csp: formPageCsp(assets?.themeScript),
    render({ lang, state, action, siteOrigin }) {
      const i18n = createI18n(lang, messages[lang]);
      const home = `${siteOrigin ?? ""}${paths.home(lang)}`;
      const title =
        state.kind === "sent"
          ? i18n.t("contact.toast.successTitle")
          : i18n.t("contact.page.metaTitle", { name: assets?.owner.name ?? "" });
      const body = renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <header className="mx-auto max-w-xl px-5 pt-8 sm:px-8">
            <a
              href={home}
              className="text-sm font-semibold text-primary underline underline-offset-4"
            >
              {assets?.owner.name ?? i18n.t("common.notFound.backHome")}
            </a>
          </header>
          <main id="main" className="mx-auto max-w-xl px-5 pt-10 pb-20 sm:px-8">
            <ContactPanel
              state={state}
              action={action}
              lang={lang}
              email={assets?.owner.email ?? ""}
              homeHref={home}
            />
          </main>
        </I18nProvider>,
      );
      return [
        "<!DOCTYPE html>",
        `<html lang="${lang}" dir="ltr"><head><meta charset="utf-8">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="robots" content="noindex">',
        assets?.themeScript ? `<script>${assets.themeScript}</script>` : "",
        `<title>${escapeMarkup(title)}</title>`,
        assets ? `<style>${assets.stylesheet}</style>` : "",
        `</head><body>${body}</body></html>`,
      ].join("");
    },
  };
}
