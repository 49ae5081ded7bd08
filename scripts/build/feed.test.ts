// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { loadContent } from "#app/content/load.server.ts";

import { feedXml } from "./feed";

const atom = "http://www.w3.org/2005/Atom";
const content = loadContent();
const siteUrl = "https://site.example";

function parseFeed(lang: "en" | "es") {
  const xml = feedXml({ content, lang, siteUrl, shareImage: (path) => `/built${path}.jpg` });
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc.documentElement;
}

/** The direct children of an element with this Atom name. */
const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.namespaceURI === atom && child.localName === name);
const textOf = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? "";
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe.each(["en", "es"] as const)("the %s Atom feed", (lang) => {
  const feed = parseFeed(lang);
  const entries = children(feed, "entry");

  it("is an Atom feed in its language with the elements RFC 4287 requires", () => {
    expect(feed.namespaceURI).toBe(atom);
    expect(feed.localName).toBe("feed");
    expect(feed.getAttribute("xml:lang")).toBe(lang);
    for (const name of ["id", "title", "updated", "author"]) {
      expect(children(feed, name), name).toHaveLength(1);
    }
    expect(textOf(children(feed, "author")[0]!, "name")).toBe(content.site.name);
    expect(textOf(feed, "updated")).toMatch(rfc3339);
    const self = children(feed, "link").find((l) => l.getAttribute("rel") === "self");
    const path = lang === "en" ? "/feed.xml" : "/es/feed.xml";
    expect(self?.getAttribute("href")).toBe(`${siteUrl}${path}`);
  });

  it("has one entry per project with id, title, updated, summary, link and share image", () => {
    expect(entries).toHaveLength(content.projects.length);
    for (const entry of entries) {
      for (const name of ["id", "title", "updated", "summary"]) {
        expect(children(entry, name), name).toHaveLength(1);
      }
      expect(textOf(entry, "updated")).toMatch(rfc3339);
      expect(entry.getAttribute("xml:lang")).toBe(lang);
      const links = children(entry, "link");
      const page = links.find((l) => l.getAttribute("rel") === "alternate")?.getAttribute("href");
      expect(page).toMatch(
        new RegExp(`^${siteUrl}${lang === "es" ? "/es" : ""}/project/[A-Za-z0-9]+$`),
      );
      expect(textOf(entry, "id")).toBe(page);
      const image = links.find((l) => l.getAttribute("rel") === "enclosure");
      expect(image?.getAttribute("type")).toBe("image/jpeg");
      expect(image?.getAttribute("href")).toMatch(/^https:\/\/site\.example\/built\/portfolio\//);
    }
  });

  it("lists the newest first, with each project's text in the feed's language", () => {
    const years = entries.map((entry) => Number(textOf(entry, "updated").slice(0, 4)));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const newest = [...content.projects].sort((a, b) => b.meta.year - a.meta.year)[0]!;
    expect(textOf(entries[0]!, "title")).toBe(newest.text[lang].title);
    expect(textOf(entries[0]!, "summary")).toBe(newest.text[lang].description);
    expect(textOf(feed, "updated")).toBe(textOf(entries[0]!, "updated"));
  });
});
