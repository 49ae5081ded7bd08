import { defaultLanguage, type Language } from "../lib/paths";
import { defaultContentDir } from "./content-dir.server";
import { ContentError } from "./content-error";
import { readAbout } from "./load/about.server";
import {
  reportAboutIds,
  reportIdsAsNames,
  reportRolesAndClaims,
  reportUnlinkedTitles,
} from "./load/consistency.server";
import { ContentFiles } from "./load/content-files.server";
import { readOrder } from "./load/order.server";
import { type Project, readProjects } from "./load/projects.server";
import { reloadOnChange } from "./load/reload-on-change.server";
import { readSite } from "./load/site.server";
import { readTags, reportUnusedTags } from "./load/tags.server";
import type { About, Site, Tag } from "./schema";

export type Content = {
  site: Site;
  about: Record<Language, About>;
  tags: Tag[];
  projects: Project[];
};

export type LoadOptions = {
  /** Today, for the rule that no project is dated later than next year; tests pass their own. */
  now?: Date;
};

/** Reads and validates everything under content/; throws one ContentError listing every problem. */
export function loadContent(
  contentDir: string = defaultContentDir,
  { now = new Date() }: LoadOptions = {},
): Content {
  const files = new ContentFiles(contentDir);
  const site = readSite(files);
  const about = readAbout(files);
  const tags = readTags(files);
  const ids = readOrder(files);
  const projects = readProjects(files, {
    ids,
    tagIds: new Set(tags.map((t) => t.id)),
    latestYear: now.getFullYear() + 1,
  });
  reportUnusedTags(files, tags, new Set(projects.flatMap((p) => p.meta.tags)));
  reportIdsAsNames(files, projects);
  reportUnlinkedTitles(files, projects);
  if (about) {
    reportAboutIds(files, about);
    reportRolesAndClaims(files, about[defaultLanguage], projects);
  }
  if (files.issues.length > 0 || !site || !about) throw new ContentError(files.issues);
  return { site, about, tags, projects };
}

let cached: Content | undefined;
const currentInDev = reloadOnChange(defaultContentDir, (dir) => loadContent(dir));

/**
 * The site's own content, loaded once per build. The dev server reads it afresh whenever a file
 * under content/ has changed, so an edit shows on the next render (the content-preview plugin
 * reloads the page).
 */
export function siteContent(): Content {
  if (process.env.NODE_ENV === "development") return currentInDev();
  cached ??= loadContent();
  return cached;
}
