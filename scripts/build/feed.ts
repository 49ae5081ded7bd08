import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

import { shareImagePath } from "#app/content/images.server.ts";
import { type Content, siteContent } from "#app/content/load.server.ts";
import { shareCardPath } from "#app/content/load/projects.server.ts";
import { escapeMarkup } from "#app/lib/escape-markup.ts";
import { createI18n } from "#app/lib/i18n.tsx";
import { type Language, languages, otherLanguages, paths } from "#app/lib/paths.ts";
import { absoluteUrl } from "#app/lib/seo/page-urls.ts";
import { messagesFor } from "#app/locales/messages.server.ts";

// An Atom feed (RFC 4287) of the projects per language, so a reader can follow new work. Projects
// carry a year, not a date: an entry's `updated` is the first day of its year, which keeps the
// build reproducible and orders the feed as the site's own "newest first" does.

export type FeedInput = {
  content: Content;
  lang: Language;
  siteUrl: string;
  /** The public path of a project's share image (the built JPEG). */
  shareImage: (sourcePath: string) => string;
};

const element = (name: string, value: string) => `<${name}>${escapeMarkup(value)}</${name}>`;

function link(attributes: Record<string, string>): string {
  const list = Object.entries(attributes).map(
    ([name, value]) => `${name}="${escapeMarkup(value)}"`,
  );
  return `<link ${list.join(" ")}/>`;
}

const yearStart = (year: number) => `${String(year).padStart(4, "0")}-01-01T00:00:00Z`;

export function feedXml({ content, lang, siteUrl, shareImage }: FeedInput): string {
  const { t } = createI18n(lang, messagesFor(lang));
  const { site, tags } = content;
  const url = (path: string) => absoluteUrl(siteUrl, path);
  // Newest first; projects of the same year keep the home page's order (a stable sort).
  const projects = [...content.projects].sort((a, b) => b.meta.year - a.meta.year);
  const updated = projects[0] ? yearStart(projects[0].meta.year) : yearStart(1970);
  const entries = projects.map((project) => {
    const text = project.text[lang];
    const page = url(paths.project(lang, project.id));
    const categories = project.meta.tags.map((id) => {
      const label = tags.find((tag) => tag.id === id)?.[lang] ?? id;
      return `<category term="${escapeMarkup(id)}" label="${escapeMarkup(label)}"/>`;
    });
    return [
      `  <entry xml:lang="${lang}">`,
      `    ${element("id", page)}`,
      `    ${element("title", text.title)}`,
      `    ${element("summary", text.description)}`,
      `    ${link({ rel: "alternate", type: "text/html", hreflang: lang, href: page })}`,
      `    ${link({ rel: "enclosure", type: "image/jpeg", href: url(shareImage(shareCardPath(project.meta.thumbnail))) })}`,
      `    ${element("updated", yearStart(project.meta.year))}`,
      ...categories.map((category) => `    ${category}`),
      `  </entry>`,
    ];
  });
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  ${element("id", url(paths.feed(lang)))}`,
    `  ${element("title", t("common.feed.title", { name: site.name }))}`,
    `  ${element("subtitle", content.about[lang].meta.description)}`,
    `  ${element("updated", updated)}`,
    `  <author>${element("name", site.name)}${element("uri", url(paths.home(lang)))}${element("email", site.email)}</author>`,
    `  ${link({ rel: "self", type: "application/atom+xml", href: url(paths.feed(lang)) })}`,
    `  ${link({ rel: "alternate", type: "text/html", hreflang: lang, href: url(paths.home(lang)) })}`,
    ...otherLanguages(lang).map(
      (other) =>
        `  ${link({ rel: "alternate", type: "application/atom+xml", hreflang: other, href: url(paths.feed(other)) })}`,
    ),
    ...entries.flat(),
    `</feed>`,
    "",
  ].join("\n");
}

/** Writes each language's feed (/feed.xml, /es/feed.xml) into the client build. */
export async function writeFeeds(clientDir: string, siteUrl: string): Promise<string[]> {
  const content = siteContent();
  const written: string[] = [];
  for (const lang of languages) {
    const path = paths.feed(lang);
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, feedXml({ content, lang, siteUrl, shareImage: shareImagePath }));
    written.push(path);
  }
  return written;
}
