import { type Language, paths } from "#app/lib/paths.ts";
import { absoluteUrl } from "#app/lib/seo/page-urls.ts";

import type { Content } from "./load.server";
import { profilesInOrder } from "./profile-order";

// What a CV says, in one language: the /cv page (app/components/cv/), the PDF
// (scripts/build/cv-pdf.ts) and the JSON Resume (scripts/build/json-resume.ts) all render this one
// model. Each walks the same ordered list of sections, so adding, dropping or reordering a section
// here changes all three, and they cannot list different entries.

/** Where an entry's detail leads: a page of this site (a path), or another site. */
export type CvLink = { kind: "page"; path: string } | { kind: "web"; url: string };

/** A link as a file read away from the site (the PDF, the JSON Resume) needs it: absolute. */
export function absoluteCvLink(link: CvLink, siteUrl: string): string {
  return link.kind === "page" ? absoluteUrl(siteUrl, link.path) : link.url;
}

/** One row of a list: a role, a project, an award, a degree or a publication. */
export type CvEntry = { title: string; when?: string; detail?: string; link?: CvLink };

export type CvListId = "experience" | "projects" | "awards" | "education" | "publications";

type ListSection<Id extends CvListId> = {
  kind: "entries";
  id: Id;
  titleKey: `cv.sections.${Id}`;
  entries: CvEntry[];
};

/** A section's kind says how it is drawn; its id what it holds (JSON Resume maps by id). */
export type CvSection =
  | { kind: "text"; id: "focus"; titleKey: "cv.sections.focus"; text: string }
  | { kind: "tags"; id: "skills"; titleKey: "cv.sections.skills"; tags: string[] }
  | { [Id in CvListId]: ListSection<Id> }[CvListId];

export type CvModel = {
  name: string;
  jobTitle: string;
  tagline: string;
  email: string;
  profiles: { label: string; url: string }[];
  sections: CvSection[];
};

export function cvModel(content: Content, lang: Language): CvModel {
  const { site, projects } = content;
  const about = content.about[lang];
  return {
    name: site.name,
    jobTitle: about.meta.jobTitle,
    tagline: about.hero.tagline,
    email: site.email,
    profiles: profilesInOrder(site.profiles),
    sections: [
      { kind: "text", id: "focus", titleKey: "cv.sections.focus", text: about.focus.text },
      { kind: "tags", id: "skills", titleKey: "cv.sections.skills", tags: about.skills },
      {
        kind: "entries",
        id: "experience",
        titleKey: "cv.sections.experience",
        entries: about.experience.map((job) => ({
          title: job.title,
          when: job.period,
          detail: job.company,
          ...(job.url ? { link: { kind: "web", url: job.url } } : {}),
        })),
      },
      // The projects the owner marked `cv: true` in project.yaml, in the home page's order.
      {
        kind: "entries",
        id: "projects",
        titleKey: "cv.sections.projects",
        entries: projects
          .filter((project) => project.meta.cv)
          .map((project) => ({
            title: project.text[lang].title,
            when: String(project.meta.year),
            detail: project.text[lang].subtitle,
            link: { kind: "page", path: paths.project(lang, project.id) },
          })),
      },
      {
        kind: "entries",
        id: "awards",
        titleKey: "cv.sections.awards",
        entries: about.awards.map((award) => ({ title: award.name, when: String(award.year) })),
      },
      {
        kind: "entries",
        id: "education",
        titleKey: "cv.sections.education",
        entries: about.education.map((entry) => ({
          title: entry.degree,
          when: String(entry.year),
          detail: entry.institution,
        })),
      },
      {
        kind: "entries",
        id: "publications",
        titleKey: "cv.sections.publications",
        entries: about.publications.map((publication) => ({
          title: publication.title,
          detail: publication.citation,
        })),
      },
    ],
  };
}
