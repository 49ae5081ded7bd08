import { writeFile } from "node:fs/promises";
import { join } from "node:path";

import { prerenderPaths } from "#app/content/prerender-paths.server.ts";
import { escapeMarkup } from "#app/lib/escape-markup.ts";
import { isErrorPlaceholder } from "#app/lib/paths.ts";
import { absoluteUrl, alternatePaths, canonicalPath } from "#app/lib/seo/page-urls.ts";

/** Every page a search engine should index: the prerendered pages minus the error pages. */
export function indexablePaths(all: readonly string[] = prerenderPaths()): string[] {
  return all.filter((path) => !isErrorPlaceholder(path)).map(canonicalPath);
}

/** A sitemap with each page's language alternates, as Google documents for multilingual sites. */
export function sitemapXml(siteUrl: string, pages: readonly string[]): string {
  const urls = pages.map((path) => {
    const links = alternatePaths(path).map(
      (a) =>
        `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeMarkup(absoluteUrl(siteUrl, a.path))}"/>`,
    );
    return [
      `  <url>`,
      `    <loc>${escapeMarkup(absoluteUrl(siteUrl, path))}</loc>`,
      ...links,
      `  </url>`,
    ];
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls.flat(),
    `</urlset>`,
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

export async function writeSitemap(clientDir: string, siteUrl: string): Promise<{ pages: number }> {
  const pages = indexablePaths();
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, pages));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  return { pages: pages.length };
}
