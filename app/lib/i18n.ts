import i18next, { type i18n } from "i18next";
import type { Messages } from "~/locales/messages";
import type { Language } from "./paths";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
  }
}

/** One instance per page language, fed only that language's strings (from the root loader). */
export function createI18n(lang: Language, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
