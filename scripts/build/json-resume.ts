import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

import {
  absoluteCvLink,
  type CvEntry,
  type CvListId,
  type CvModel,
} from "#app/content/cv-model.server.ts";
import { cvData } from "#app/content/pages.server.ts";
import { periodPattern } from "#app/content/schema.ts";
import { type Language, languages, paths } from "#app/lib/paths.ts";
import { absoluteUrl } from "#app/lib/seo/page-urls.ts";

// The CV as JSON Resume (https://jsonresume.org/schema), so résumé tools and job sites can read it:
// the same model as the /cv page and the PDF (cv-model.server.ts), each section mapped onto the
// schema's field for what it holds.

/** "2019 – 2022" → 2019 and 2022; "2023 – present" → 2023 and no end; "2017" → 2017 alone. */
function periodDates(period: string): { startDate?: string; endDate?: string } {
  const match = periodPattern.exec(period.trim());
  if (!match?.[1]) return {};
  const [, from, to, open] = match;
  if (to) return { startDate: from, endDate: to };
  return open ? { startDate: from } : { startDate: from, endDate: from };
}

function entriesOf(cv: CvModel, id: CvListId): CvEntry[] {
  return cv.sections.flatMap((section) =>
    section.kind === "entries" && section.id === id ? section.entries : [],
  );
}

export function jsonResume(cv: CvModel, lang: Language, siteUrl: string) {
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: {
      name: cv.name,
      label: cv.jobTitle,
      email: cv.email,
      url: absoluteUrl(siteUrl, paths.home(lang)),
      summary: cv.sections
        .flatMap((section) => (section.kind === "text" ? [section.text] : []))
        .join("\n\n"),
      profiles: cv.profiles.map((profile) => ({ network: profile.label, url: profile.url })),
    },
    // Each list's rows as the model words them: a role's detail is its company, a project's its
    // subtitle, a degree's its institution, a publication's its citation.
    work: entriesOf(cv, "experience").map((job) => ({
      name: job.detail,
      position: job.title,
      ...(job.link ? { url: absoluteCvLink(job.link, siteUrl) } : {}),
      ...periodDates(job.when ?? ""),
    })),
    projects: entriesOf(cv, "projects").map((project) => ({
      name: project.title,
      description: project.detail,
      ...(project.link ? { url: absoluteCvLink(project.link, siteUrl) } : {}),
      ...(project.when ? { startDate: project.when } : {}),
    })),
    awards: entriesOf(cv, "awards").map((award) => ({
      title: award.title,
      ...(award.when ? { date: award.when } : {}),
    })),
    education: entriesOf(cv, "education").map((entry) => ({
      institution: entry.detail,
      studyType: entry.title,
      ...(entry.when ? { endDate: entry.when } : {}),
    })),
    publications: entriesOf(cv, "publications").map((publication) => ({
      name: publication.title,
      summary: publication.detail,
    })),
    skills: cv.sections.flatMap((section) =>
      section.kind === "tags" ? section.tags.map((name) => ({ name })) : [],
    ),
    meta: { canonical: absoluteUrl(siteUrl, paths.cvJson(lang)), version: "v1.0.0" },
  };
}

/** Writes /cv.json and /es/cv.json into the client build. */
export async function writeJsonResumes(clientDir: string, siteUrl: string): Promise<string[]> {
  const written: string[] = [];
  for (const lang of languages) {
    const path = paths.cvJson(lang);
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(jsonResume(cvData(lang), lang, siteUrl), null, 2)}\n`);
    written.push(path);
  }
  return written;
}
