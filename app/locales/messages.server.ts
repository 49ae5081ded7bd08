import type { Language } from "~/lib/paths";

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
import type { Messages } from "./messages";

export const messages: Record<Language, Messages> = {
  en: {
    common: enCommon,
    nav: enNav,
    home: enHome,
    project: enProject,
    contact: enContact,
    cv: enCv,
  },
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
