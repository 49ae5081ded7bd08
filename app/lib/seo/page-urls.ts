import {
  defaultLanguage,
  type Language,
  languageFromPath,
  languages,
  twinPath,
} from "#app/lib/paths.ts";

export type Alternate = { hrefLang: Language | "x-default"; path: string };

/**
 * The one URL of a page: no trailing slash, except the home pages, which are / and /es/ (the
 * server redirects /es to /es/). Head tags and the sitemap both use it, so they always agree.
 */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return twinPath(trimmed, languageFromPath(trimmed));
}

/** The page in every language, plus x-default: the default language, at the unprefixed URLs. */
export function alternatePaths(pathname: string): Alternate[] {
  const canonical = canonicalPath(pathname);
  const twins = languages.map((lang) => ({ hrefLang: lang, path: twinPath(canonical, lang) }));
  return [...twins, { hrefLang: "x-default", path: twinPath(canonical, defaultLanguage) }];
}

/** siteUrl is an origin without a trailing slash (see site-url.server.ts); path starts with /. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}
