import resumeSchema from "@jsonresume/schema";
import { describe, expect, it } from "vitest";

import { cvModel } from "~/content/cv-model.server";
import { loadContent } from "~/content/load.server";

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
  const resume = jsonResume(content, lang, siteUrl);
  const cv = cvModel(content, lang);

  it("is valid against the JSON Resume schema", () => {
    expect(schemaErrors(resume)).toEqual([]);
  });

  it("says what the CV page and the PDF say, from the same model", () => {
    expect(resume.basics).toMatchObject({ name: content.site.name, label: cv.jobTitle });
    expect(resume.work.map((w) => w.position)).toEqual(cv.experience.map((e) => e.title));
    expect(resume.projects.map((p) => p.name)).toEqual(cv.projects.map((p) => p.title));
    expect(resume.awards).toHaveLength(cv.awards.length);
    expect(resume.education).toHaveLength(cv.education.length);
    expect(resume.publications).toHaveLength(cv.publications.length);
    expect(resume.skills.map((s) => s.name)).toEqual(cv.skills);
    const prefix = lang === "es" ? "/es" : "";
    expect(resume.projects[0]?.url).toMatch(new RegExp(`^${siteUrl}${prefix}/project/`));
    expect(resume.meta.canonical).toBe(`${siteUrl}${prefix}/cv.json`);
  });

  it("turns periods into start and end dates, leaving an open role without an end", () => {
    const open = cv.experience.findIndex((e) => /\D$/.test(e.period.trim()));
    expect(open).toBeGreaterThanOrEqual(0);
    expect(resume.work[open]).not.toHaveProperty("endDate");
    expect(resume.work[open]?.startDate).toMatch(/^\d{4}$/);
  });
});

it("the validator does refuse a resume that breaks the schema", () => {
  expect(schemaErrors({ basics: { name: "X" }, work: [{ startDate: "last spring" }] })).not.toEqual(
    [],
  );
});
