import { defaultLanguage, type Language, languages, otherLanguages } from "../../lib/paths";
import { unlinkedTitles } from "../prose/unlinked-titles";
import { type About, periodPattern } from "../schema";
import type { ContentFiles } from "./content-files.server";
import type { Project } from "./projects.server";

// What a reader could catch between the about data and the case studies, checked by machine:
// a project's year against the period of the role it names, awards and publications that no
// project claims, project ids printed in a text where the project's title belongs, and titles
// printed where a link to the project belongs.

const claimable = ["awards", "publications"] as const;

/** The years a period covers: "2019 – 2022", "2023 – present" (open) or "2017". */
function periodYears(period: string): { from: number; to: number } | undefined {
  const match = periodPattern.exec(period.trim());
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : match[3] ? Number.POSITIVE_INFINITY : from;
  return { from, to };
}

/** The line of an about entry, found by its `id:`. */
function entryLine(files: ContentFiles, path: string, id: string): number | undefined {
  return files.lineOf(path, new RegExp(`^\\s*(- )?id:\\s*["']?${id}["']?\\s*$`));
}

/**
 * Every translation lists the same entries as the default language's file (see
 * reportTranslatedEntries); an id is used once, because projects point at it.
 */
export function reportAboutIds(files: ContentFiles, about: Record<Language, About>): void {
  const reference = about[defaultLanguage];
  for (const lang of otherLanguages(defaultLanguage)) {
    reportTranslatedEntries(files, lang, reference, about[lang]);
  }
  const referencePath = files.path(`about.${defaultLanguage}.yaml`);
  const seen = new Set<string>();
  for (const list of ["experience", ...claimable] as const) {
    for (const { id } of reference[list]) {
      if (seen.has(id)) {
        const line = entryLine(files, referencePath, id);
        files.report(referencePath, list, `id "${id}" is used twice`, line);
      }
      seen.add(id);
    }
  }
}

/**
 * A translation's entries against the default language's, place by place: the same ids, and periods
 * covering the same years.
 */
function reportTranslatedEntries(
  files: ContentFiles,
  lang: Language,
  reference: About,
  translation: About,
): void {
  const path = files.path(`about.${lang}.yaml`);
  const referenceFile = files.display(files.path(`about.${defaultLanguage}.yaml`));
  for (const list of ["experience", ...claimable] as const) {
    reference[list].forEach((entry, index) => {
      const translated = translation[list][index];
      if (translated && translated.id !== entry.id) {
        files.report(
          path,
          `${list}.${index}.id`,
          `is "${translated.id}" but ${referenceFile} has "${entry.id}" at the same place`,
          entryLine(files, path, translated.id),
        );
      }
    });
  }
  reference.experience.forEach((entry, index) => {
    const translated = translation.experience[index];
    if (!translated) return;
    const [years, translatedYears] = [periodYears(entry.period), periodYears(translated.period)];
    if (
      years &&
      translatedYears &&
      (years.from !== translatedYears.from || years.to !== translatedYears.to)
    ) {
      files.report(
        path,
        `experience.${index}.period`,
        `"${translated.period}" does not cover the same years as "${entry.period}" in ${referenceFile}`,
        entryLine(files, path, translated.id),
      );
    }
  });
}

/** project.yaml's `role` and `claims` against the about data, and every claimable entry claimed. */
export function reportRolesAndClaims(
  files: ContentFiles,
  about: About,
  projects: readonly Project[],
): void {
  const aboutPath = files.path(`about.${defaultLanguage}.yaml`);
  const aboutFile = files.display(aboutPath);
  const roles = new Map(about.experience.map((e) => [e.id, e]));
  const entries = new Map(claimable.flatMap((list) => about[list].map((e) => [e.id, list])));
  const awardYears = new Map(about.awards.map((a) => [a.id, a.year]));
  const claimed = new Set<string>();
  for (const { id, meta } of projects) {
    const metaPath = files.path("projects", id, "project.yaml");
    if (meta.role !== undefined) {
      const role = roles.get(meta.role);
      const years = role && periodYears(role.period);
      if (!role) {
        files.report(
          metaPath,
          "role",
          `unknown role "${meta.role}" (not an experience id in ${aboutFile})`,
          files.lineOf(metaPath, /^role:/),
        );
      } else if (years && (meta.year < years.from || meta.year > years.to)) {
        files.report(
          metaPath,
          "year",
          `${meta.year} is outside the period of its role "${role.id}" (${role.title}, ` +
            `${role.company}, ${role.period})`,
          files.lineOf(metaPath, /^year:/),
        );
      }
    }
    for (const claim of meta.claims ?? []) {
      claimed.add(claim);
      const awardYear = awardYears.get(claim);
      if (!entries.has(claim)) {
        files.report(
          metaPath,
          "claims",
          `unknown award or publication "${claim}" (not an id in ${aboutFile})`,
          files.lineOf(metaPath, /^claims:/),
        );
      } else if (awardYear !== undefined && awardYear < meta.year) {
        files.report(
          metaPath,
          "claims",
          `award "${claim}" (${awardYear}) is older than the project (${meta.year})`,
          files.lineOf(metaPath, /^claims:/),
        );
      }
    }
  }
  for (const [id, list] of entries) {
    if (!claimed.has(id)) {
      files.report(
        aboutPath,
        list,
        `"${id}" is claimed by no project (add it to the \`claims\` of the project it belongs to, or remove it)`,
        entryLine(files, aboutPath, id),
      );
    }
  }
}

/**
 * A project id in running text ("the oneWayMusicVideo") where a reader expects the title. Addresses
 * are left alone: an id inside a path, a host name or a link to a project (`/portfolio/neonWolf/`,
 * `vera.lupa.example`, `project:vera`) is part of the address.
 */
export function reportIdsAsNames(files: ContentFiles, projects: readonly Project[]): void {
  const patterns = projects.map((p) => ({
    project: p,
    pattern: new RegExp(`(?<![\\w./@:-])${p.id}(?![\\w/-]|\\.\\w)`),
  }));
  for (const { id } of projects) {
    for (const lang of languages) {
      const path = files.path("projects", id, `${lang}.md`);
      files.lines(path).forEach((line, index) => {
        for (const { project, pattern } of patterns) {
          // A project may be named by its id ("mintNFT"); then the id is the title.
          if (project.text[lang].title !== project.id && pattern.test(line)) {
            files.report(
              path,
              "body",
              `"${project.id}" is a project id; write its title, "${project.text[lang].title}"`,
              index + 1,
            );
          }
        }
      });
    }
  }
}

/** Another project's title, in the body's language, written as text instead of as a link to it. */
export function reportUnlinkedTitles(files: ContentFiles, projects: readonly Project[]): void {
  for (const lang of languages) {
    const titles = projects.map((p) => ({ id: p.id, title: p.text[lang].title }));
    for (const { id, text } of projects) {
      const path = files.path("projects", id, `${lang}.md`);
      for (const { line, message } of unlinkedTitles(text[lang].prose, titles, id)) {
        files.report(path, "body", message, line);
      }
    }
  }
}
