import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { notFoundMeta, pageMeta } from "./meta-tags";
import { homeMeta, projectMeta } from "./page-meta";
import { alternatePaths, canonicalPath } from "./page-urls";

const siteUrl = "https://ines.example";
const owner = {
  name: "Inés Calderón",
  email: "hola@ines.example",
  profiles: {
    network: { label: "LinkedIn", url: "https://www.linkedin.example/in/ines" },
    video: { label: "YouTube", url: "https://www.youtube.example/@ines" },
    photo: { label: "Instagram", url: "https://www.instagram.example/ines" },
  },
};

function jsonLdOf(tags: MetaDescriptor[]): unknown {
  for (const tag of tags) if ("script:ld+json" in tag) return tag["script:ld+json"];
  return undefined;
}

function attr(tags: object[], key: string, value: string, read = "content"): unknown {
  const tag = tags.find((t) => Reflect.get(t, key) === value);
  return tag && Reflect.get(tag, read);
}

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["/es", "/es/"],
    ["/es/", "/es/"],
    ["/project/eva", "/project/eva"],
    ["/project/eva/", "/project/eva"],
    ["/es/project/eva", "/es/project/eva"],
  ])("%s -> %s", (pathname, expected) => expect(canonicalPath(pathname)).toBe(expected));
});

describe("alternatePaths", () => {
  it("names both languages and x-default (English) for a project", () => {
    expect(alternatePaths("/es/project/eva")).toEqual([
      { hrefLang: "en", path: "/project/eva" },
      { hrefLang: "es", path: "/es/project/eva" },
      { hrefLang: "x-default", path: "/project/eva" },
    ]);
  });

  it("gives the same set from either twin", () => {
    expect(alternatePaths("/")).toEqual(alternatePaths("/es"));
  });
});

describe("pageMeta", () => {
  const tags = pageMeta({
    lang: "es",
    pathname: "/es/project/eva",
    siteUrl,
    siteName: owner.name,
    title: "Eva",
    description: "Una asistente",
    image: { path: "/share/eva.jpg", alt: "Eva" },
    type: "article",
  });

  it("makes every URL absolute on the site URL", () => {
    expect(attr(tags, "rel", "canonical", "href")).toBe(`${siteUrl}/es/project/eva`);
    expect(attr(tags, "property", "og:url")).toBe(`${siteUrl}/es/project/eva`);
    expect(attr(tags, "property", "og:image")).toBe(`${siteUrl}/share/eva.jpg`);
    expect(attr(tags, "name", "twitter:image")).toBe(`${siteUrl}/share/eva.jpg`);
  });

  it("links the twins with hreflang", () => {
    expect(attr(tags, "hrefLang", "en", "href")).toBe(`${siteUrl}/project/eva`);
    expect(attr(tags, "hrefLang", "es", "href")).toBe(`${siteUrl}/es/project/eva`);
    expect(attr(tags, "hrefLang", "x-default", "href")).toBe(`${siteUrl}/project/eva`);
  });

  it("describes the page for link previews in its language", () => {
    expect(attr(tags, "property", "og:type")).toBe("article");
    expect(attr(tags, "property", "og:locale")).toBe("es_ES");
    expect(attr(tags, "property", "og:locale:alternate")).toBe("en_US");
    expect(attr(tags, "property", "og:image:width")).toBe("1200");
    expect(attr(tags, "property", "og:image:height")).toBe("630");
    expect(attr(tags, "name", "twitter:card")).toBe("summary_large_image");
  });
});

describe("homeMeta", () => {
  const tags = homeMeta({
    pathname: "/es",
    siteUrl,
    owner,
    meta: { title: "Inés", description: "Tecnóloga", jobTitle: "Tecnóloga independiente" },
    shareImage: "/share/home.jpg",
  });

  it("uses /es/ as the Spanish home page's canonical URL", () => {
    expect(attr(tags, "rel", "canonical", "href")).toBe(`${siteUrl}/es/`);
  });

  it("describes the owner as a Person with the three profiles", () => {
    expect(jsonLdOf(tags)).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: owner.name,
      jobTitle: "Tecnóloga independiente",
      url: `${siteUrl}/es/`,
      email: owner.email,
      sameAs: Object.values(owner.profiles).map((p) => p.url),
    });
  });
});

describe("projectMeta", () => {
  const tags = projectMeta({
    pathname: "/project/eva",
    siteUrl,
    owner,
    project: {
      title: "Eva",
      description: "A teaching assistant",
      year: 2024,
      tags: [{ label: "AI" }, { label: "Product" }],
      shareImage: "/share/eva.jpg",
    },
  });

  it("describes the project as a CreativeWork by the owner", () => {
    expect(jsonLdOf(tags)).toMatchObject({
      "@type": "CreativeWork",
      name: "Eva",
      dateCreated: "2024",
      datePublished: "2024",
      inLanguage: "en",
      url: `${siteUrl}/project/eva`,
      image: `${siteUrl}/share/eva.jpg`,
      keywords: ["AI", "Product"],
      author: { "@type": "Person", name: owner.name, url: `${siteUrl}/` },
    });
  });
});

describe("notFoundMeta", () => {
  it("keeps the page out of indexes and names no canonical URL", () => {
    const tags = notFoundMeta({ title: "Page not found", description: "Gone" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((t) => "rel" in t && t.rel !== "icon")).toBe(false);
  });
});
