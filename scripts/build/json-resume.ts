import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

import { cvModel } from "~/content/cv-model.server";
import { type Content, siteContent } from "~/content/load.server";
import { periodPattern } from "~/content/schema";
import { absoluteUrl } from "~/lib/page-urls";
import { type Language, languages, paths } from "~/lib/paths";

// The CV as JSON Resume (https://jsonresume.org/schema), so résumé tools and job sites can read it:
// the same model as the /cv page and the PDF (cv-model.server.ts), mapped onto the schema's fields.

/** "2019 – 2022" → 2019 and 2022; "2023 – present" → 2023 and no end; "2017" → 2017 alone. */
function periodDates(period: string): { startDate?: string; endDate?: string } {
  const match = periodPattern.exec(period.trim());
  if (!match?.[1]) return {};
  const [, from, to, open] = match;
  if (to) return { startDate: from, endDate: to };
  return open ? { startDate: from } : { startDate: from, endDate: from };
}

export function jsonResume(content: Content, lang: Language, siteUrl: string) {
  const { site } = content;
  const cv = cvModel(content, lang);
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: {
      name: site.name,
      label: cv.jobTitle,
      email: site.email,
      url: absoluteUrl(siteUrl, paths.home(lang)),
      summary: cv.focus.text,
      profiles: Object.values(site.profiles).map((profile) => ({
        network: profile.label,
        url: profile.url,
      })),
    },
    work: cv.experience.map((job) => ({
      name: job.company,
      position: job.title,
      ...(job.url ? { url: job.url } : {}),
      ...periodDates(job.period),
    })),
    projects: cv.projects.map((project) => ({
      name: project.title,
      description: project.subtitle,
      url: absoluteUrl(siteUrl, paths.project(lang, project.id)),
      startDate: String(project.year),
    })),
    awards: cv.awards.map((award) => ({ title: award.name, date: String(award.year) })),
    education: cv.education.map((entry) => ({
      institution: entry.institution,
      studyType: entry.degree,
      endDate: String(entry.year),
    })),
    publications: cv.publications.map((publication) => ({
      name: publication.title,
      summary: publication.citation,
    })),
    skills: cv.skills.map((name) => ({ name })),
    meta: { canonical: absoluteUrl(siteUrl, paths.cvJson(lang)), version: "v1.0.0" },
  };
}

/** Writes /cv.json and /es/cv.json into the client build. */
export async function writeJsonResumes(clientDir: string, siteUrl: string): Promise<string[]> {
  const content = siteContent();
  const written: string[] = [];
  for (const lang of languages) {
    const path = paths.cvJson(lang);
    const file = join(clientDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(jsonResume(content, lang, siteUrl), null, 2)}\n`);
    written.push(path);
  }
  return written;
}
