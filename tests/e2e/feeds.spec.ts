import { expect, test } from "@playwright/test";
import { JSDOM } from "jsdom";

import { languages, paths } from "#app/lib/paths.ts";

import { content } from "../support/e2e/content";
import { fetchHead } from "../support/e2e/html";
import { notFoundPages, sitePages, siteUrl } from "../support/e2e/site-pages";

// The machine-readable twins of the site, over HTTP as a feed reader or a résumé tool reads them:
// an Atom feed per language announced by every page, and the CV as JSON Resume announced by the CV.

test("every page, error pages too, announces both Atom feeds in its head", async ({ request }) => {
  for (const path of [...sitePages, ...notFoundPages]) {
    const { document } = await fetchHead(request, path);
    const feeds = [
      ...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]'),
    ].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]);
    expect(feeds, path).toEqual(languages.map((lang) => [lang, `${siteUrl}${paths.feed(lang)}`]));
  }
});

for (const lang of languages) {
  test(`${paths.feed(lang)} is served as Atom, one entry per project in ${lang}`, async ({
    request,
  }) => {
    const response = await request.get(paths.feed(lang));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const { document } = new JSDOM(await response.text(), { contentType: "application/xml" })
      .window;
    const entries = [...document.getElementsByTagName("entry")];
    expect(entries).toHaveLength(content.projects.length);
    const titles = entries.map((entry) => entry.getElementsByTagName("title")[0]?.textContent);
    expect(titles.sort()).toEqual(content.projects.map((p) => p.text[lang].title).sort());
  });

  test(`the ${lang} CV links its JSON Resume, served as JSON`, async ({ request }) => {
    const { document } = await fetchHead(request, paths.cv(lang));
    const link = document.head.querySelector('link[rel="alternate"][type="application/json"]');
    expect(link?.getAttribute("href")).toBe(`${siteUrl}${paths.cvJson(lang)}`);
    const response = await request.get(paths.cvJson(lang));
    expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
    // The file the build wrote from jsonResume(); its shape is unit-tested against the schema.
    const resume = (await response.json()) as { basics: { name: string; label: string } };
    expect(resume.basics).toMatchObject({
      name: content.site.name,
      label: content.about[lang].meta.jobTitle,
    });
  });
}
