import { useRouteLoaderData } from "react-router";

import { createI18n } from "#app/lib/i18n.tsx";
import { languages, paths } from "#app/lib/paths.ts";
import { absoluteUrl } from "#app/lib/seo/page-urls.ts";
import type { loader } from "#app/root.tsx";

/**
 * The projects' Atom feeds (scripts/build/feed.ts), one per language, announced in every page's
 * <head> so feed readers and browsers find them from any page.
 */
export function FeedLinks() {
  const data = useRouteLoaderData<typeof loader>("root");
  // An error page without the root's data (a broken preview) has no feed to offer.
  if (!data) return null;
  const { t } = createI18n(data.lang, data.messages);
  const name = data.owner.name;
  return languages.map((lang) => (
    <link
      key={lang}
      rel="alternate"
      type="application/atom+xml"
      hrefLang={lang}
      href={absoluteUrl(data.siteUrl, paths.feed(lang))}
      title={t(`common.feed.link.${lang}`, { name })}
    />
  ));
}
