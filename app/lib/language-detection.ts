const languageStorageKey = "lang";

/**
 * The detection rules: the stored choice, then the browser's languages, falling back
 * to English; only en and es are supported, and anything that does not look like a language tag (such
 * as an injected script) is discarded. It is self-contained on purpose: its source is inlined into each
 * page's <head> so the choice is made before first paint, without waiting for any bundle.
 */
export function pickLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): "en" | "es" {
  const candidates = [stored].concat(browserLanguages);
  for (const candidate of candidates) {
    if (typeof candidate !== "string" || !/^[a-z]{2}(?:[-_][a-z0-9]{1,8})*$/i.test(candidate)) {
      continue;
    }
    const base = candidate.slice(0, 2).toLowerCase();
    if (base === "en" || base === "es") return base;
  }
  return "en";
}

/**
 * Runs in <head> of English (unprefixed) pages: a visitor whose detected language is Spanish moves to
 * the /es/ twin before anything is painted.
 */
export function languageRedirectScript(): string {
  return [
    "(function(){var s=null;",
    `try{s=localStorage.getItem(${JSON.stringify(languageStorageKey)})}catch(e){}`,
    "var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];",
    `if((${pickLanguage.toString()})(s,n)==="es"){`,
    "document.documentElement.style.visibility='hidden';",
    'var p=location.pathname;location.replace("/es"+(p==="/"?"/":p)+location.search+location.hash)}',
    "})()",
  ].join("");
}

export function storeLanguage(lang: "en" | "es"): void {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Private modes may refuse storage; the URL still carries the language.
  }
}
