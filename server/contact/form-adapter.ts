import type { Context } from "hono";

import { type ContactField, contactFields, contactLanguageField } from "#app/lib/contact-schema.ts";
import { defaultLanguage, type Language } from "#app/lib/paths.ts";

import type { Acceptance } from "./accept-message";
import { type ContactFormPage, type FormPageInput, pageLanguage } from "./form-page";

// A form posted without JavaScript (urlencoded or multipart) is answered with pages in the form's
// language: a stored message redirects to the success page (post, redirect, get: reloading it does
// not send the message again); otherwise the form comes back with what was typed, and a message
// under each invalid field or the specification's failure text.

type Values = Partial<Record<ContactField, string>>;

function formValues(body: Record<string, unknown>): Values {
  const values: Values = {};
  for (const field of contactFields) {
    const value = body[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

export type FormAdapterOptions = {
  formPage: ContactFormPage;
  /** Origins of static copies of the site: a page posted from one of them links back to it. */
  allowedOrigins: readonly string[];
};

export function createFormAdapter({ formPage, allowedOrigins }: FormAdapterOptions) {
  function allowed(origin: string | undefined) {
    return origin !== undefined && allowedOrigins.includes(origin) ? origin : undefined;
  }

  function page(c: Context, status: 200 | 400 | 413 | 429 | 503, input: FormPageInput) {
    return c.html(formPage.render(input), status, { "Content-Security-Policy": formPage.csp });
  }

  // The form again, posting here, and linking back to the copy of the site it came from.
  function formAgain(
    c: Context,
    status: 400 | 413 | 429 | 503,
    lang: Language,
    state: FormPageInput["state"],
  ) {
    const siteOrigin = allowed(c.req.header("origin"));
    return page(c, status, { lang, state, action: c.req.path, siteOrigin });
  }

  function answer(c: Context, acceptance: Acceptance, lang: Language, values: Values): Response {
    switch (acceptance.outcome) {
      case "stored": {
        const origin = allowed(c.req.header("origin"));
        const query = new URLSearchParams({ lang, ...(origin ? { site: origin } : {}) });
        return c.redirect(`${c.req.path.replace(/\/$/, "")}/sent?${query}`, 303);
      }
      case "invalid":
        return formAgain(c, 400, lang, { kind: "form", values, errors: acceptance.errors });
      case "limited":
        return formAgain(c, 429, lang, { kind: "form", failed: true, values });
      case "unavailable":
        return formAgain(c, 503, lang, { kind: "form", failed: true, values });
    }
  }

  return {
    read: (c: Context): Promise<unknown> => c.req.parseBody(),
    posted(body: Record<string, unknown>) {
      const lang = pageLanguage(body[contactLanguageField]);
      const values = formValues(body);
      return {
        // Without JavaScript there is no fill time, and a message is never held for lacking one.
        fields: { ...values, website: body.website },
        answer: (c: Context, acceptance: Acceptance) => answer(c, acceptance, lang, values),
      };
    },
    // Refused before its body was read: the form comes back empty, in the default language.
    tooLarge: (c: Context) =>
      formAgain(c, 413, defaultLanguage, { kind: "form", failed: true, values: {} }),
    /** The page a stored message redirects to, with the specification's success text. */
    sent(c: Context) {
      const lang = pageLanguage(c.req.query("lang"));
      const siteOrigin = allowed(c.req.query("site"));
      return page(c, 200, { lang, state: { kind: "sent" }, action: "", siteOrigin });
    },
  };
}
