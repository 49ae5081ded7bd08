import { describe, expect, it } from "vitest";

import { prerenderPaths } from "#app/content/prerender-paths.server.ts";

import { indexablePaths, robotsTxt, sitemapXml } from "./sitemap";

const siteUrl = "https://ines.example";

describe("indexablePaths", () => {
  it("lists every prerendered page in both languages by canonical URL, without the 404 pages", () => {
    const pages = indexablePaths();
    expect(pages).toContain("/");
    expect(pages).toContain("/es/");
    expect(pages).toContain("/project/eva");
    expect(pages).toContain("/es/project/eva");
    expect(pages.some((p) => p.includes("not-found"))).toBe(false);
    expect(pages).toHaveLength(prerenderPaths().length - 4);
  });
});

describe("sitemapXml", () => {
  it("gives each page its alternates in both languages and x-default", () => {
    const xml = sitemapXml(siteUrl, ["/es/project/eva"]);
    expect(xml).toContain("<loc>https://ines.example/es/project/eva</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://ines.example/project/eva"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://ines.example/es/project/eva"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://ines.example/project/eva"/>',
    );
  });

  it("escapes what XML requires", () => {
    expect(sitemapXml(siteUrl, ["/project/a&b"])).toContain("/project/a&#38;b</loc>");
  });
});

describe("robotsTxt", () => {
  it("allows everything and names the sitemap by its absolute URL", () => {
    expect(robotsTxt(siteUrl)).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://ines.example/sitemap.xml\n",
    );
  });
});
