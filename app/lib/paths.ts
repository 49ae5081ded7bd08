// The one module that knows the shape of the site's URLs: the languages and their prefixes, every
// page's path, and the error pages (where the build prerenders them and which file answers a missing
// URL). The routes, the prerender list, the sitemap, the static host files, the build's error-page
// step and the server's 404 choice all read it. Relative imports only: react-router.config.ts and
// routes.ts load it before the app's aliases exist.
export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];

/** Each language's URL prefix: the first language lives at the site's root. */
export const languagePrefix: Record<Language, string> = { en: "", es: "/es" };

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

export function otherLanguage(lang: Language): Language {
  return lang === "en" ? "es" : "en";
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
};

export const errorPages: readonly ErrorPage[] = languages.flatMap((lang): ErrorPage[] => [
  {
    lang,
    scope: "site",
    placeholderPath: withPrefix(lang, "/__not-found__"),
    file: withPrefix(lang, "/404.html"),
  },
  {
    lang,
    scope: "project",
    placeholderPath: paths.project(lang, notFoundProjectId),
    file: withPrefix(lang, "/project/404.html"),
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
  return page?.file ?? withPrefix(lang, "/404.html");
}
