import { describe, expect, it } from "vitest";

import { languages, paths } from "#app/lib/paths.ts";

import { absoluteCvLink, type CvEntry, cvModel } from "./cv-model.server";
import { loadContent } from "./load.server";

const content = loadContent();

describe.each(languages)("the CV model in %s", (lang) => {
  const cv = cvModel(content, lang);
  const about = content.about[lang];
  const entries = (id: string): CvEntry[] =>
    cv.sections.flatMap((section) =>
      section.kind === "entries" && section.id === id ? section.entries : [],
    );

  it("lists the sections in the CV's order, each titled by its translation key", () => {
    expect(cv.sections.map((section) => [section.kind, section.id, section.titleKey])).toEqual([
      ["text", "focus", "cv.sections.focus"],
      ["tags", "skills", "cv.sections.skills"],
      ["entries", "experience", "cv.sections.experience"],
      ["entries", "projects", "cv.sections.projects"],
      ["entries", "awards", "cv.sections.awards"],
      ["entries", "education", "cv.sections.education"],
      ["entries", "publications", "cv.sections.publications"],
    ]);
  });

  it("says who it is about, with the profiles in the site's order", () => {
    expect(cv).toMatchObject({
      name: content.site.name,
      email: content.site.email,
      jobTitle: about.meta.jobTitle,
      tagline: about.hero.tagline,
    });
    const { network, video, photo } = content.site.profiles;
    expect(cv.profiles).toEqual([network, video, photo]);
  });

  it("words each row from the about file: role, period and company, linked where it has a site", () => {
    expect(entries("experience")).toEqual(
      about.experience.map((job) => ({
        title: job.title,
        when: job.period,
        detail: job.company,
        ...(job.url ? { link: { kind: "web", url: job.url } } : {}),
      })),
    );
    expect(entries("awards")).toEqual(
      about.awards.map((award) => ({ title: award.name, when: String(award.year) })),
    );
    expect(entries("education").map((entry) => entry.detail)).toEqual(
      about.education.map((entry) => entry.institution),
    );
    expect(entries("publications").map((entry) => entry.detail)).toEqual(
      about.publications.map((publication) => publication.citation),
    );
  });

  it("lists only the projects marked for the CV, each linking to its page in this language", () => {
    const chosen = content.projects.filter((project) => project.meta.cv);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.length).toBeLessThan(content.projects.length);
    expect(entries("projects")).toEqual(
      chosen.map((project) => ({
        title: project.text[lang].title,
        when: String(project.meta.year),
        detail: project.text[lang].subtitle,
        link: { kind: "page", path: paths.project(lang, project.id) },
      })),
    );
  });
});

describe("absoluteCvLink", () => {
  it("puts a page of the site on the site's origin and leaves another site's address alone", () => {
    expect(absoluteCvLink({ kind: "page", path: "/es/project/eva" }, "https://site.example")).toBe(
      "https://site.example/es/project/eva",
    );
    expect(
      absoluteCvLink({ kind: "web", url: "https://nodo.example" }, "https://site.example"),
    ).toBe("https://nodo.example");
  });
});
