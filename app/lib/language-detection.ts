import { type Language, languagePrefix, languages } from "./paths";

const languageStorageKey = "lang";

/** The site's languages as the head script sees them: the default first, and each one's prefix. */
export type LanguageSetup = {
  languages: readonly [string, ...string[]];
  prefixes: Readonly<Record<string, string>>;
};

const siteSetup: LanguageSetup = { languages, prefixes: languagePrefix };

// The function below is inlined into each page's <head> from its source, so it must stay
// self-contained: no import, no helper, nothing from the module around it.

/**
 * The detection rules: the stored choice, then the browser's languages, falling back to the first
 * supported one. Only a supported language's primary subtag counts (es-MX is es), and anything that
 * does not look like a language tag (such as an injected script) is discarded.
 */
function pickFrom<L extends string>(
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

/**
 * A JavaScript expression for the language of the path in `q`, as languageFromPath (paths.ts) reads
 * it: the longest prefix the path lies under, else the default. Written out per prefix at build, so
 * the page carries a few comparisons rather than a function.
 */
function languageOfPathExpression({ languages, prefixes }: LanguageSetup): string {
  const prefixed = Object.entries(prefixes)
    .filter(([, prefix]) => prefix !== "")
    .sort(([, a], [, b]) => b.length - a.length);
  const tests = prefixed.map(([lang, prefix]) => {
    const [exact, folder, name] = [prefix, `${prefix}/`, lang].map((text) => JSON.stringify(text));
    return `q===${exact}||q.indexOf(${folder})===0?${name}:`;
  });
  return `${tests.join("")}${JSON.stringify(languages[0])}`;
}

export function pickLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  return pickFrom(stored, browserLanguages, languages);
}

/**
 * Runs in <head> of every page, before anything is painted, on the page's language:
 * - arriving from this site's page in another language is the visitor's choice (the language
 *   button is a plain link, so it works before the app has loaded): it is stored, and kept;
 * - otherwise, on a page of the default language (unprefixed), a visitor whose detected language is
 *   another one moves to that language's twin page. A prefixed page never moves anyone (ADR 1): a
 *   link to it chose its language.
 */
export function languageRedirectScript(lang: Language, setup: LanguageSetup = siteSetup): string {
  const key = JSON.stringify(languageStorageKey);
  const keepChoice = [
    `var h=${JSON.stringify(lang)},s=null;`,
    "try{var r=document.referrer?new URL(document.referrer):null,q=r&&r.pathname;",
    `if(r&&r.origin===location.origin&&(${languageOfPathExpression(setup)})!==h){`,
    `localStorage.setItem(${key},h);return}`,
  ];
  if (lang !== setup.languages[0]) {
    return ["(function(){", ...keepChoice, "}catch(e){}})()"].join("");
  }
  return [
    "(function(){",
    ...keepChoice,
    `s=localStorage.getItem(${key})}catch(e){}`,
    "var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];",
    `var x=(${pickFrom.toString()})(s,n,${JSON.stringify(setup.languages)});`,
    "if(x!==h){",
    "document.documentElement.style.visibility='hidden';",
    // The twin of the page in x: this page's path without its own prefix, under x's prefix.
    `var L=${JSON.stringify(setup.prefixes)},p=location.pathname.slice(L[h].length)||'/';`,
    "location.replace(L[x]+p+location.search+location.hash)}",
    "})()",
  ].join("");
}

export function storeLanguage(lang: Language): void {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Private modes may refuse storage; the URL still carries the language.
  }
}
