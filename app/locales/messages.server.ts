import type { Language } from "#app/lib/paths.ts";

import enCommon from "./en/common.json";
import enContact from "./en/contact.json";
import enCv from "./en/cv.json";
import enHome from "./en/home.json";
import enNav from "./en/nav.json";
import enProject from "./en/project.json";
import esCommon from "./es/common.json";
import esContact from "./es/contact.json";
import esCv from "./es/cv.json";
import esHome from "./es/home.json";
import esNav from "./es/nav.json";
import esProject from "./es/project.json";

// The one list of the translation files (one per area of the site): English names them and sets
// their shape; every other language must match it, which the compiler checks here and
// messages.test.ts checks key by key. The e2e tests read the same files from the folders.
const english = {
  common: enCommon,
  nav: enNav,
  home: enHome,
  project: enProject,
  contact: enContact,
  cv: enCv,
};

/** The shape of every language's UI strings. */
export type Messages = typeof english;

export const messages: Record<Language, Messages> = {
  en: english,
  es: {
    common: esCommon,
    nav: esNav,
    home: esHome,
    project: esProject,
    contact: esContact,
    cv: esCv,
  },
};

export function messagesFor(lang: Language): Messages {
  return messages[lang];
}
