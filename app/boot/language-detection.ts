import { type Language, languagePrefix, languages } from "#app/lib/paths.ts";

import { type LanguageSetup, pickFrom } from "./page/language";
import languageCode from "./page/language.ts?page-script";
import { callPageScript } from "./page-script";

const languageStorageKey = "lang";

const siteSetup: LanguageSetup = { languages, prefixes: languagePrefix };

export function pickLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  return pickFrom(stored, browserLanguages, languages);
}

/** The head script of page/language.ts for a page in `lang`. */
export function languageRedirectScript(lang: Language, setup: LanguageSetup = siteSetup): string {
  return callPageScript(languageCode, { ...setup, lang, storageKey: languageStorageKey });
}

export function storeLanguage(lang: Language): void {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Private modes may refuse storage; the URL still carries the language.
  }
}
