import type { MetaDescriptor } from "react-router";

import { fillPlaceholders } from "#app/lib/i18n.tsx";
import { languageFromPath, paths } from "#app/lib/paths.ts";

import { pageMeta } from "./meta-tags";
import { absoluteUrl, canonicalPath } from "./page-urls";
import { creativeWorkJsonLd, personJsonLd } from "./structured-data";

// What each kind of page says about itself in <head>. Route `meta` functions pass their loader data
// here, so the routes stay thin and the tags can be tested without rendering a route.

type Owner = {
  name: string;
  email: string;
  profiles: Record<string, { url: string }>;
};

type Common = { pathname: string; siteUrl: string; owner: Owner };

export type HomeMetaInput = Common & {
  meta: { title: string; description: string; jobTitle: string };
  shareImage: string;
};

function ownerJsonLd({ pathname, siteUrl, owner }: Common, jobTitle: string) {
  return personJsonLd({
    name: owner.name,
    jobTitle,
    email: owner.email,
    url: absoluteUrl(siteUrl, paths.home(languageFromPath(pathname))),
    sameAs: Object.values(owner.profiles).map((profile) => profile.url),
  });
}

/** Head tags for a page that does not exist: no canonical, no alternates, kept out of indexes. */
export { notFoundMeta } from "./meta-tags";

export function homeMeta(input: HomeMetaInput) {
  const { pathname, siteUrl, owner, meta, shareImage } = input;
  return pageMeta({
    lang: languageFromPath(pathname),
    pathname,
    siteUrl,
    siteName: owner.name,
    title: meta.title,
    description: meta.description,
    image: { path: shareImage, alt: meta.title },
    jsonLd: ownerJsonLd(input, meta.jobTitle),
  });
}

/** A page's head strings, as its translations hold them: {{name}} stands for the owner's name. */
type HeadCopy = { metaTitle: string; metaDescription: string };

export type OwnerPageMetaInput = Common & {
  copy: HeadCopy;
  jobTitle: string;
  shareImage: string;
};

/** A page about the owner herself: the same Person as the home page, under the page's own URL. */
function ownerPageMeta(input: OwnerPageMetaInput): MetaDescriptor[] {
  const { pathname, siteUrl, owner, copy, shareImage } = input;
  const title = fillPlaceholders(copy.metaTitle, { name: owner.name });
  return pageMeta({
    lang: languageFromPath(pathname),
    pathname,
    siteUrl,
    siteName: owner.name,
    title,
    description: fillPlaceholders(copy.metaDescription, { name: owner.name }),
    image: { path: shareImage, alt: title },
    jsonLd: ownerJsonLd(input, input.jobTitle),
  });
}

/** The CV also points at its JSON Resume twin (scripts/build/json-resume.ts). */
export function cvMeta(input: OwnerPageMetaInput): MetaDescriptor[] {
  return [
    ...ownerPageMeta(input),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/json",
      href: absoluteUrl(input.siteUrl, paths.cvJson(languageFromPath(input.pathname))),
    },
  ];
}

export function contactMeta(input: OwnerPageMetaInput): MetaDescriptor[] {
  return ownerPageMeta(input);
}

export type ProjectMetaInput = Common & {
  project: {
    title: string;
    description: string;
    year: number;
    tags: { label: string }[];
    shareImage: string;
  };
};

export function projectMeta({ pathname, siteUrl, owner, project }: ProjectMetaInput) {
  const lang = languageFromPath(pathname);
  return pageMeta({
    lang,
    pathname,
    siteUrl,
    siteName: owner.name,
    title: `${project.title} · ${owner.name}`,
    description: project.description,
    image: { path: project.shareImage, alt: project.title },
    type: "article",
    jsonLd: creativeWorkJsonLd({
      name: project.title,
      description: project.description,
      year: project.year,
      lang,
      url: absoluteUrl(siteUrl, canonicalPath(pathname)),
      image: absoluteUrl(siteUrl, project.shareImage),
      keywords: project.tags.map((tag) => tag.label),
      author: { name: owner.name, url: absoluteUrl(siteUrl, paths.home(lang)) },
    }),
  });
}
