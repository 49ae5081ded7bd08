import type { ImageAsset } from "#app/lib/images/image-asset.ts";
import type { Language } from "#app/lib/paths.ts";

import type { BodyBlock } from "./body-tree";
import { type CvModel, cvModel } from "./cv-model.server";
import { imageAsset, shareImagePath } from "./images.server";
import { siteContent } from "./load.server";
import { type Project, shareCardPath } from "./load/projects.server";
import { parseInlineLinks } from "./markdown";

// Each prerendered page gets only what it shows, in its own language: these selectors are the only
// way route loaders, and the CV's PDF and JSON Resume, reach the content.

export type TagLabel = { id: string; label: string };

/** A body picture as the page draws it: the built sizes and formats, and its caption. */
export type PageImage = { type: "image"; image: ImageAsset; caption?: string };

export type ProjectCard = {
  id: string;
  title: string;
  description: string;
  tags: TagLabel[];
  thumbnail: ImageAsset;
};

function tagLabels(lang: Language, ids: readonly string[]): TagLabel[] {
  const { tags } = siteContent();
  return ids.map((id) => {
    const tag = tags.find((t) => t.id === id);
    if (!tag) throw new Error(`Unknown tag ${id}`);
    return { id, label: tag[lang] };
  });
}

function projectCard(lang: Language, project: Project): ProjectCard {
  const text = project.text[lang];
  return {
    id: project.id,
    title: text.title,
    description: text.description,
    tags: tagLabels(lang, project.meta.tags),
    // The title sits right under the picture, so the thumbnail itself is decorative.
    thumbnail: imageAsset(project.meta.thumbnail, ""),
  };
}

export function ownerData() {
  const { site } = siteContent();
  return { name: site.name, email: site.email, profiles: site.profiles };
}

export function homePageData(lang: Language) {
  const { site, about, tags, projects } = siteContent();
  const aboutText = about[lang];
  return {
    meta: aboutText.meta,
    hero: aboutText.hero,
    about: {
      intro: aboutText.intro,
      description: parseInlineLinks(aboutText.description),
      hobbies: parseInlineLinks(aboutText.hobbies),
      skills: aboutText.skills,
      focus: aboutText.focus,
      experience: aboutText.experience,
      awards: aboutText.awards,
      education: aboutText.education,
      publications: aboutText.publications,
      portrait: imageAsset(site.portrait, site.name),
    },
    tags: tags.map((t) => ({ id: t.id, label: t[lang] })),
    projects: projects.map((p) => projectCard(lang, p)),
    shareImage: shareImagePath("/share.svg"),
    // The footer's year is the newest work's: it moves when the owner adds a project, never with
    // the build machine's clock.
    copyrightYear: Math.max(...projects.map((project) => project.meta.year)),
  };
}

export function projectPageData(lang: Language, id: string) {
  const { projects } = siteContent();
  const project = projects.find((p) => p.id === id);
  if (!project) return null;
  const text = project.text[lang];
  return {
    id: project.id,
    title: text.title,
    subtitle: text.subtitle,
    description: text.description,
    externalLink: text.externalLink,
    year: project.meta.year,
    readTime: project.meta.readTime,
    tags: tagLabels(lang, project.meta.tags),
    blocks: text.blocks.map((block): BodyBlock<PageImage> =>
      block.type === "image"
        ? {
            type: "image",
            image: imageAsset(block.src, block.alt),
            ...(block.caption ? { caption: block.caption } : {}),
          }
        : block,
    ),
    related: project.meta.related.map((relatedId) => {
      const related = projects.find((p) => p.id === relatedId);
      if (!related) throw new Error(`Unknown related project ${relatedId}`);
      return {
        id: related.id,
        title: related.text[lang].title,
        description: related.text[lang].description,
      };
    }),
    shareImage: shareImagePath(shareCardPath(project.meta.thumbnail)),
  };
}

/** The CV in one language: the /cv page, and the PDF and JSON Resume the build writes. */
export function cvData(lang: Language): CvModel {
  return cvModel(siteContent(), lang);
}

export function cvPageData(lang: Language) {
  return {
    ...cvData(lang),
    // The site's share card: link previews of the CV show the same picture as the home page.
    shareImage: shareImagePath("/share.svg"),
  };
}

export function contactPageData(lang: Language) {
  const { about } = siteContent();
  return { jobTitle: about[lang].meta.jobTitle, shareImage: shareImagePath("/share.svg") };
}
