import { defaultLanguage, type Language, otherLanguages } from "../../lib/paths";
import { type ProjectMeta, projectMetaSchema } from "../schema";
import { type ContentFiles, inEveryLanguage } from "./content-files.server";
import { type ProjectText, readProjectText, reportDifferentImages } from "./project-text.server";

export type Project = { id: string; meta: ProjectMeta; text: Record<Language, ProjectText> };

type Known = {
  /** The ids in order.yaml: the projects `related` may name. */
  ids: readonly string[];
  /** The ids in tags.yaml: the tags a project may carry. */
  tagIds: ReadonlySet<string>;
  /** The latest year a project may carry. */
  latestYear: number;
};

/** The link preview of a project page: share.svg in the thumbnail's folder. */
export function shareCardPath(thumbnail: string): string {
  return thumbnail.replace(/[^/]+$/, "share.svg");
}

/** projects/<id>/: project.yaml and the text in each language, for every id in order.yaml. */
export function readProjects(files: ContentFiles, known: Known): Project[] {
  const metaSchema = projectMetaSchema(known.latestYear);
  const projectIds = new Set(known.ids);
  const projects: Project[] = [];
  for (const id of known.ids) {
    const metaPath = files.path("projects", id, "project.yaml");
    const meta = files.readYaml(metaPath, metaSchema);
    const text = inEveryLanguage((lang) =>
      readProjectText(files, files.path("projects", id, `${lang}.md`), lang, {
        readTime: meta?.readTime,
        projects: projectIds,
      }),
    );
    for (const lang of otherLanguages(defaultLanguage)) {
      const path = files.path("projects", id, `${lang}.md`);
      if (text) reportDifferentImages(files, path, text[defaultLanguage], text[lang]);
    }
    if (meta) reportUnknownReferences(files, metaPath, id, meta, known);
    if (meta && text) projects.push({ id, meta, text });
  }
  return projects;
}

/** What project.yaml names elsewhere: tags in tags.yaml, projects in order.yaml, its pictures. */
function reportUnknownReferences(
  files: ContentFiles,
  metaPath: string,
  id: string,
  meta: ProjectMeta,
  known: Known,
): void {
  for (const tag of meta.tags) {
    if (!known.tagIds.has(tag)) {
      files.report(metaPath, "tags", `unknown tag "${tag}" (not an id in content/tags.yaml)`);
    }
  }
  for (const related of meta.related) {
    if (related === id) files.report(metaPath, "related", "names itself");
    else if (!known.ids.includes(related)) {
      files.report(metaPath, "related", `unknown project "${related}"`);
    }
  }
  files.requireImage(metaPath, "thumbnail", meta.thumbnail);
  const shareCard = shareCardPath(meta.thumbnail);
  if (!files.imageExists(shareCard)) {
    files.report(
      metaPath,
      "thumbnail",
      `no share card ${shareCard} beside it under content/images (the picture a shared link shows)`,
    );
  }
}
