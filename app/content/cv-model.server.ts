import type { Language } from "../lib/paths";
import type { Content } from "./load.server";

/**
 * What a CV says, in one language: the /cv page, the PDF (scripts/build/cv-pdf.ts) and the JSON
 * Resume (scripts/build/json-resume.ts) all render this one model, so they list the same entries.
 * Who it is about (name, e-mail, profiles) is content.site, which every page already has.
 */
export function cvModel(content: Content, lang: Language) {
  const { projects } = content;
  const about = content.about[lang];
  return {
    jobTitle: about.meta.jobTitle,
    tagline: about.hero.tagline,
    focus: about.focus,
    skills: about.skills,
    experience: about.experience,
    // The projects the owner marked `cv: true` in project.yaml, in the home page's order.
    projects: projects
      .filter((p) => p.meta.cv)
      .map((p) => ({
        id: p.id,
        title: p.text[lang].title,
        subtitle: p.text[lang].subtitle,
        year: p.meta.year,
      })),
    awards: about.awards,
    education: about.education,
    publications: about.publications,
  };
}
