import resumeSchema from "@jsonresume/schema";
import { describe, expect, it } from "vitest";

import { cvModel } from "#app/content/cv-model.server.ts";
import { loadContent } from "#app/content/load.server.ts";

import { jsonResume } from "./json-resume";

const content = loadContent();
const siteUrl = "https://site.example";

/** The schema package's own validator: the errors it finds, empty when the resume is valid. */
function schemaErrors(resume: unknown): string[] {
  let found: string[] = [];
  resumeSchema.validate(resume, (errors) => {
    found = (errors ?? []).map((error) => `${error.property}: ${error.message}`);
  });
  return found;
}

describe.each(["en", "es"] as const)("the %s JSON Resume", (lang) => {
  const cv = cvModel(content, lang);
  const resume = jsonResume(cv, lang, siteUrl);
  const about = content.about[lang];

  it("is valid against the JSON Resume schema", () => {
    expect(schemaErrors(resume)).toEqual([]);
  });

  it("says what the CV page and the PDF say, each section in the schema's field for it", () => {
    const { network, video, photo } = content.site.profiles;
    expect(resume.basics).toEqual({
      name: content.site.name,
      label: about.meta.jobTitle,
      email: content.site.email,
      url: `${siteUrl}${lang === "es" ? "/es/" : "/"}`,
      summary: about.focus.text,
      profiles: [network, video, photo].map((p) => ({ network: p.label, url: p.url })),
    });
    expect(resume.work.map((w) => [w.position, w.name])).toEqual(
      about.experience.map((e) => [e.title, e.company]),
    );
    expect(resume.work.map((w) => w.url)).toEqual(about.experience.map((e) => e.url));
    const chosen = content.projects.filter((p) => p.meta.cv);
    expect(resume.projects).toEqual(
      chosen.map((p) => ({
        name: p.text[lang].title,
        description: p.text[lang].subtitle,
        url: `${siteUrl}${lang === "es" ? "/es" : ""}/project/${p.id}`,
        startDate: String(p.meta.year),
      })),
    );
    expect(resume.awards).toEqual(
      about.awards.map((a) => ({ title: a.name, date: String(a.year) })),
    );
    expect(resume.education).toEqual(
      about.education.map((e) => ({
        institution: e.institution,
        studyType: e.degree,
        endDate: String(e.year),
      })),
    );
    expect(resume.publications).toEqual(
      about.publications.map((p) => ({ name: p.title, summary: p.citation })),
    );
    expect(resume.skills.map((s) => s.name)).toEqual(about.skills);
    expect(resume.meta.canonical).toBe(`${siteUrl}${lang === "es" ? "/es" : ""}/cv.json`);
  });

  it("turns periods into start and end dates, leaving an open role without an end", () => {
    const open = about.experience.findIndex((e) => /\D$/.test(e.period.trim()));
    expect(open).toBeGreaterThanOrEqual(0);
    expect(resume.work[open]).not.toHaveProperty("endDate");
    expect(resume.work[open]?.startDate).toMatch(/^\d{4}$/);
  });

  it("follows the model: a section the model drops is gone from the resume too", () => {
    const withoutAwards = { ...cv, sections: cv.sections.filter((s) => s.id !== "awards") };
    expect(jsonResume(withoutAwards, lang, siteUrl).awards).toEqual([]);
  });
});

it("the validator does refuse a resume that breaks the schema", () => {
  expect(schemaErrors({ basics: { name: "X" }, work: [{ startDate: "last spring" }] })).not.toEqual(
    [],
  );
});
