import { languagePrefix } from "./paths";

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
 * Runs in <head> of every page, before anything is painted, on the page's language:
 * - arriving from this site's page in the other language is the visitor's choice (the language
 *   button is a plain link, so it works before the app has loaded): it is stored, and kept;
 * - otherwise, on an English (unprefixed) page, a visitor whose detected language is Spanish moves
 *   to the /es/ twin.
 */
export function languageRedirectScript(lang: "en" | "es"): string {
  const key = JSON.stringify(languageStorageKey);
  const spanish = JSON.stringify(languagePrefix.es);
  const spanishFolder = JSON.stringify(`${languagePrefix.es}/`);
  const keepChoice = [
    "try{var r=document.referrer?new URL(document.referrer):null;",
    `if(r&&r.origin===location.origin&&(r.pathname===${spanish}||r.pathname.indexOf(${spanishFolder})===0?"es":"en")!==h){`,
    `localStorage.setItem(${key},h);return}`,
  ];
  // A Spanish page never moves anyone: it only keeps a choice made on the way in.
  if (lang === "es") return ['(function(){var h="es";', ...keepChoice, "}catch(e){}})()"].join("");
  return [
    '(function(){var h="en",s=null;',
    ...keepChoice,
    `s=localStorage.getItem(${key})}catch(e){}`,
    "var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];",
    `if((${pickLanguage.toString()})(s,n)==="es"){`,
    "document.documentElement.style.visibility='hidden';",
    `var p=location.pathname;location.replace(${spanish}+(p==="/"?"/":p)+location.search+location.hash)}`,
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
