// Every URL the site builds comes from here, so the /es/ prefix rule lives in one place.
export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];

const spanishPrefix = "/es";

export function languageFromPath(pathname: string): Language {
  return pathname === spanishPrefix || pathname.startsWith(`${spanishPrefix}/`) ? "es" : "en";
}

export function otherLanguage(lang: Language): Language {
  return lang === "en" ? "es" : "en";
}

function withPrefix(lang: Language, path: string): string {
  return lang === "es" ? `${spanishPrefix}${path}` : path;
}

export const paths = {
  home: (lang: Language) => withPrefix(lang, "/"),
  project: (lang: Language, id: string) => withPrefix(lang, `/project/${encodeURIComponent(id)}`),
  cv: (lang: Language) => withPrefix(lang, "/cv"),
  contact: (lang: Language) => withPrefix(lang, "/contact"),
  /** The Atom feed of the projects, written by the build (scripts/build/feed.ts). */
  feed: (lang: Language) => withPrefix(lang, "/feed.xml"),
  /** The CV as JSON Resume, written by the build (scripts/build/json-resume.ts). */
  cvJson: (lang: Language) => withPrefix(lang, "/cv.json"),
};

/** The same page in the other language: /project/eva <-> /es/project/eva, / <-> /es/. */
export function twinPath(pathname: string, target: Language): string {
  const source = languageFromPath(pathname);
  const bare = source === "es" ? pathname.slice(spanishPrefix.length) || "/" : pathname;
  return withPrefix(target, bare);
}
