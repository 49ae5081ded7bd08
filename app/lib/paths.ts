// The one module that knows the shape of the site's URLs: the languages and their prefixes, every
// page's path, and the error pages (where the build prerenders them and which file answers a missing
// URL). The routes, the prerender list, the sitemap, the static host files, the build's error-page
// step and the server's 404 choice all read it.
//
// A new language is a new entry in `languages`, `languagePrefix` and `locales`, plus its translations
// (app/locales/<lang>/) and content (content/about.<lang>.yaml, projects/<id>/<lang>.md, tags.yaml);
// everything else iterates these.
export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];

/** The language at the site's root: the x-default, and the text every translation is checked against. */
export const defaultLanguage = languages[0];

/** Each language's URL prefix: the default language lives at the site's root. */
export const languagePrefix: Record<Language, string> = { en: "", es: "/es" };

type Locale = {
  /** Open Graph's og:locale, language_TERRITORY. */
  openGraph: string;
  /** The BCP 47 tag of the documents the build writes in the language (the CV's PDF). */
  document: string;
};

/** How each language is named to the world outside the page's `lang`. */
export const locales: Record<Language, Locale> = {
  en: { openGraph: "en_US", document: "en" },
  es: { openGraph: "es_ES", document: "es-CO" },
};

/** A value for every language, made by `value`: a table that cannot miss a language. */
export function byLanguage<T>(value: (lang: Language) => T): Record<Language, T> {
  const table: Partial<Record<Language, T>> = {};
  for (const lang of languages) table[lang] = value(lang);
  if (!hasEveryLanguage(table)) throw new Error("byLanguage: a language has no value");
  return table;
}

function hasEveryLanguage<T>(table: Partial<Record<Language, T>>): table is Record<Language, T> {
  return languages.every((lang) => lang in table);
}

/** The languages with a prefix, longest first, so that a prefix never shadows a longer one. */
const prefixed = languages
  .filter((lang) => languagePrefix[lang] !== "")
  .sort((a, b) => languagePrefix[b].length - languagePrefix[a].length);

export function languageFromPath(pathname: string): Language {
  return (
    prefixed.find((lang) => {
      const prefix = languagePrefix[lang];
      return pathname === prefix || pathname.startsWith(`${prefix}/`);
    }) ?? languages[0]
  );
}

/** Every language but `lang`, in the list's order: the alternates a page or a feed names. */
export function otherLanguages(lang: Language): Language[] {
  return languages.filter((other) => other !== lang);
}

/**
 * The language the language button leads to. With two languages it is a two-way toggle; with more,
 * each press leads to the next language in the list, so every one is reached in turn.
 */
export function nextLanguage(lang: Language): Language {
  return languages[(languages.indexOf(lang) + 1) % languages.length] ?? defaultLanguage;
}

function withPrefix(lang: Language, path: string): string {
  return `${languagePrefix[lang]}${path}`;
}

/** A path without its language prefix: /es/project/eva -> /project/eva, /es -> /. */
function withoutPrefix(pathname: string): string {
  return pathname.slice(languagePrefix[languageFromPath(pathname)].length) || "/";
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

/** The home page's key in React Router's prerender list, which has no trailing slash ("/es"). */
export function homePrerenderPath(lang: Language): string {
  return languagePrefix[lang] || "/";
}

/** The same page in the other language: /project/eva <-> /es/project/eva, / <-> /es/. */
export function twinPath(pathname: string, target: Language): string {
  return withPrefix(target, withoutPrefix(pathname));
}

/** An id that no project may take: it names the prerendered "project not found" page. */
const notFoundProjectId = "__not-found__";

export type ErrorPage = {
  lang: Language;
  /** A missing page anywhere, or an unknown project id (which keeps its own message). */
  scope: "site" | "project";
  /** Where React Router prerenders it; no visitor ever sees this path. */
  placeholderPath: string;
  /** The file the build moves it to, as servers and static hosts look for it. */
  file: string;
  /** The folder whose missing URLs it answers, as a static host's rule names it ("/es/project/"). */
  folder: string;
  /** Static hosts serve this one for a missing URL by themselves, with no rule (the root 404.html). */
  hostDefault: boolean;
};

export const errorPages: readonly ErrorPage[] = languages.flatMap((lang): ErrorPage[] => [
  {
    lang,
    scope: "site",
    placeholderPath: withPrefix(lang, "/__not-found__"),
    file: withPrefix(lang, "/404.html"),
    folder: withPrefix(lang, "/"),
    hostDefault: lang === defaultLanguage,
  },
  {
    lang,
    scope: "project",
    placeholderPath: paths.project(lang, notFoundProjectId),
    file: withPrefix(lang, "/project/404.html"),
    folder: withPrefix(lang, "/project/"),
    hostDefault: false,
  },
]);

export function isErrorPlaceholder(pathname: string): boolean {
  return errorPages.some((page) => page.placeholderPath === pathname);
}

/** The error page that answers a missing URL: its language's, and the project one under /project/. */
export function notFoundFileFor(pathname: string): string {
  const lang = languageFromPath(pathname);
  const scope = /^\/project\/[^/]+$/.test(withoutPrefix(pathname)) ? "project" : "site";
  const page = errorPages.find((candidate) => candidate.lang === lang && candidate.scope === scope);
  if (!page) throw new Error(`No ${scope} error page in ${lang}`);
  return page.file;
}
