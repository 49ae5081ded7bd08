import "#tests/support/app/image-manifest-stub.ts";

import { afterEach, describe, expect, it, vi } from "vitest";

import { type Language, languages } from "#app/lib/paths.ts";

import { cvModel } from "./cv-model.server";
import { loadContent } from "./load.server";
import {
  contactPageData,
  cvData,
  cvPageData,
  homePageData,
  ownerData,
  projectPageData,
} from "./pages.server";

// The selectors over the real content: each page gets its own language's text, and only that.

const content = loadContent();
const tagLabel = (id: string, lang: Language) => content.tags.find((t) => t.id === id)?.[lang];

afterEach(() => {
  vi.useRealTimers();
});

describe.each(languages)("page data in %s", (lang) => {
  const about = content.about[lang];

  it("homePageData: the about file's texts, and every project as a card in the home page's order", () => {
    const home = homePageData(lang);
    expect(home.meta).toEqual(about.meta);
    expect(home.hero).toEqual(about.hero);
    expect(home.about.experience).toEqual(about.experience);
    expect(home.about.skills).toEqual(about.skills);
    expect(home.about.portrait.alt).toBe(content.site.name);
    expect(home.projects.map((card) => card.id)).toEqual(content.projects.map((p) => p.id));
    expect(home.projects.map((card) => card.title)).toEqual(
      content.projects.map((p) => p.text[lang].title),
    );
    for (const [index, project] of content.projects.entries()) {
      expect(home.projects[index]?.tags.map((tag) => tag.label)).toEqual(
        project.meta.tags.map((id) => tagLabel(id, lang)),
      );
    }
    // Every filter chip has a label in this language.
    expect(home.tags.map((tag) => tag.label)).toEqual(content.tags.map((tag) => tag[lang]));
    expect(home.shareImage).toBe("/share.jpg");
  });

  it("homePageData: the footer's year is the newest project's, whatever the clock says", () => {
    const newest = Math.max(...content.projects.map((project) => project.meta.year));
    vi.useFakeTimers({ now: new Date("2031-06-01T12:00:00Z"), toFake: ["Date"] });
    expect(homePageData(lang).copyrightYear).toBe(newest);
  });

  it("projectPageData: the project's text in this language, its pictures, tags and related projects", () => {
    const eva = content.projects.find((project) => project.id === "eva")!;
    const page = projectPageData(lang, "eva")!;
    expect(page).toMatchObject({
      id: "eva",
      title: eva.text[lang].title,
      subtitle: eva.text[lang].subtitle,
      description: eva.text[lang].description,
      year: eva.meta.year,
      readTime: eva.meta.readTime,
      shareImage: "/portfolio/eva/share.jpg",
    });
    expect(page.tags.map((tag) => tag.label)).toEqual(
      eva.meta.tags.map((id) => tagLabel(id, lang)),
    );
    expect(page.related.map((related) => related.id)).toEqual(eva.meta.related);
    expect(page.related.map((related) => related.title)).toEqual(
      eva.meta.related.map((id) => content.projects.find((p) => p.id === id)?.text[lang].title),
    );
    const pictures = page.blocks.filter((block) => block.type === "image");
    const sources = eva.text[lang].blocks.filter((block) => block.type === "image");
    expect(pictures.map((picture) => picture.image.alt)).toEqual(sources.map((s) => s.alt));
  });

  it("projectPageData: nothing for an id no project has", () => {
    expect(projectPageData(lang, "nope")).toBeNull();
  });

  it("cvPageData: the CV model in this language, with the site's share card", () => {
    expect(cvPageData(lang)).toEqual({ ...cvModel(content, lang), shareImage: "/share.jpg" });
    expect(cvData(lang)).toEqual(cvModel(content, lang));
  });

  it("contactPageData and ownerData: the job title for the page's Person, the owner as site.yaml has it", () => {
    expect(contactPageData(lang)).toEqual({
      jobTitle: about.meta.jobTitle,
      shareImage: "/share.jpg",
    });
    expect(ownerData()).toEqual({
      name: content.site.name,
      email: content.site.email,
      profiles: content.site.profiles,
    });
  });
});
