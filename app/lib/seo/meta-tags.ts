// The head tags every page gets (title, description, canonical, alternates, Open Graph, Twitter,
// JSON-LD) from one description of the page. page-meta.ts says what each kind of page describes.
import type { MetaDescriptor } from "react-router";

import { type Language, locales, otherLanguages } from "#app/lib/paths.ts";

import { absoluteUrl, alternatePaths, canonicalPath } from "./page-urls";
import type { JsonLd } from "./structured-data";

/** Every share image the build writes is a JPEG of this size (see images.server.ts). */
const shareImageSize = { width: 1200, height: 630 } as const;

// Named on every page, or browsers ask for /favicon.ico and log the 404 as a console error.
const icon = { tagName: "link", rel: "icon", href: "/favicon.svg", type: "image/svg+xml" } as const;

export type PageMetaInput = {
  lang: Language;
  pathname: string;
  /** The site's origin, from the root loader (SITE_URL at build). */
  siteUrl: string;
  /** The owner's name: og:site_name. */
  siteName: string;
  title: string;
  description: string;
  /** Public path of the page's 1200x630 JPEG, and what it shows. */
  image: { path: string; alt: string };
  type?: "website" | "article";
  jsonLd?: JsonLd;
};

/**
 * Head tags for an indexable page, in its language: title, description, canonical, hreflang
 * alternates (every language, x-default), Open Graph, Twitter card and optional JSON-LD. Every URL is
 * absolute on the site's origin: crawlers and link previews read them without a base.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { lang, siteUrl, title, description, image } = input;
  const url = absoluteUrl(siteUrl, canonicalPath(input.pathname));
  const imageUrl = absoluteUrl(siteUrl, image.path);
  return [
    { title },
    { name: "description", content: description },
    icon,
    { tagName: "link", rel: "canonical", href: url },
    ...alternatePaths(input.pathname).map((alternate) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: alternate.hrefLang,
      href: absoluteUrl(siteUrl, alternate.path),
    })),
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: locales[lang].openGraph },
    ...otherLanguages(lang).map((other) => ({
      property: "og:locale:alternate",
      content: locales[other].openGraph,
    })),
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    ...(input.jsonLd ? [{ "script:ld+json": input.jsonLd }] : []),
  ];
}

/** Head tags for a page that does not exist: no canonical, no alternates, kept out of indexes. */
export function notFoundMeta({ title, description }: { title: string; description: string }) {
  return [
    { title },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
    icon,
  ] satisfies MetaDescriptor[];
}
