// Runs in <head> of every page, before anything is painted (compiled by the build:
// page-script.ts), on the page's language (ADR 1):
// - arriving from this site's page in another language is the visitor's choice (the language
//   button is a plain link, so it works before the app has loaded): it is stored, and kept;
// - otherwise, on a page of the default language (unprefixed), a visitor whose detected language
//   is another one moves to that language's twin page. A prefixed page never moves anyone: a link
//   to it chose its language.

import { afterShown } from "./when-shown";

/** The site's languages as the script sees them: the default first, and each one's prefix. */
export type LanguageSetup = {
  languages: readonly [string, ...string[]];
  prefixes: Readonly<Record<string, string>>;
};

export type LanguageScriptSettings = LanguageSetup & {
  /** The language of the page the script runs on. */
  lang: string;
  /** Where the visitor's choice is stored. */
  storageKey: string;
};

/**
 * The detection rules: the stored choice, then the browser's languages, falling back to the first
 * supported one. Only a supported language's primary subtag counts (es-MX is es), and anything that
 * does not look like a language tag (such as an injected script) is discarded.
 */
export function pickFrom<L extends string>(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
  supported: readonly [L, ...L[]],
): L {
  const candidates = [stored].concat(browserLanguages);
  for (const candidate of candidates) {
    if (typeof candidate !== "string" || !/^[a-z]{2,3}(?:[-_][a-z0-9]{1,8})*$/i.test(candidate)) {
      continue;
    }
    const base = candidate.replace(/[-_].*$/, "").toLowerCase();
    const match = supported.find((lang) => lang === base);
    if (match) return match;
  }
  return supported[0];
}

/** The language of a path, as the app reads it (paths.ts): the longest prefix it lies under. */
function languageOfPath(path: string, { languages, prefixes }: LanguageSetup): string {
  let found = languages[0];
  let foundLength = 0;
  for (const lang of languages) {
    const prefix = prefixes[lang] ?? "";
    const under = prefix !== "" && (path === prefix || path.startsWith(`${prefix}/`));
    if (under && prefix.length > foundLength) [found, foundLength] = [lang, prefix.length];
  }
  return found;
}

/**
 * A page the browser prerendered decides when the visitor is shown it: until then it may never be,
 * and must neither store a choice nor move. It decides after the frame that shows it: a link of
 * this site chose that page's language, so it almost never moves, and its first frame would wait
 * for the storage's first read (about 45 ms at 4x CPU).
 */
export default function keepOrDetectLanguage(settings: LanguageScriptSettings): void {
  afterShown(() => keepOrDetect(settings));
}

function keepOrDetect(settings: LanguageScriptSettings): void {
  const { lang, languages, prefixes, storageKey } = settings;
  const isDefault = lang === languages[0];
  let stored: string | null = null;
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (
      referrer &&
      referrer.origin === location.origin &&
      languageOfPath(referrer.pathname, settings) !== lang
    ) {
      localStorage.setItem(storageKey, lang);
      return;
    }
    if (isDefault) stored = localStorage.getItem(storageKey);
  } catch {
    // Private modes may refuse storage: detect from the browser alone.
  }
  if (!isDefault) return;
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const chosen = pickFrom(stored, browser, languages);
  if (chosen === lang) return;
  document.documentElement.style.visibility = "hidden";
  // The twin of the page in the chosen language: this path without its prefix, under the other's.
  const path = location.pathname.slice((prefixes[lang] ?? "").length) || "/";
  location.replace((prefixes[chosen] ?? "") + path + location.search + location.hash);
}
