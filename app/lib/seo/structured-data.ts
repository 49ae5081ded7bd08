import type { Language } from "#app/lib/paths.ts";

// schema.org JSON-LD for search engines: the owner as a Person on the home pages, each project as a
// CreativeWork by that Person. Plain data, rendered by React Router's `script:ld+json` descriptor.

type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];
export type JsonLd = { [key: string]: JsonLdValue };

export type PersonInput = {
  name: string;
  jobTitle: string;
  email: string;
  /** The owner's home page in the page's language. */
  url: string;
  /** The owner's profiles elsewhere (network, video, photo). */
  sameAs: string[];
};

export function personJsonLd(person: PersonInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: person.name,
    jobTitle: person.jobTitle,
    url: person.url,
    email: person.email,
    sameAs: person.sameAs,
  };
}

export type CreativeWorkInput = {
  name: string;
  description: string;
  year: number;
  lang: Language;
  url: string;
  image: string;
  keywords: string[];
  author: { name: string; url: string };
};

export function creativeWorkJsonLd(work: CreativeWorkInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: work.name,
    description: work.description,
    dateCreated: String(work.year),
    datePublished: String(work.year),
    inLanguage: work.lang,
    url: work.url,
    image: work.image,
    keywords: work.keywords,
    author: { "@type": "Person", name: work.author.name, url: work.author.url },
  };
}
