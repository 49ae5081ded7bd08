import { languages, paths } from "../lib/paths";
import { notFoundPath, notFoundProjectId } from "./error-pages";
import { siteContent } from "./load.server";

/**
 * Every page the build writes, in both languages, including the error pages the server serves.
 * The project ids come from the validated content, so order.yaml is read in one place.
 */
export function prerenderPaths(
  projectIds: readonly string[] = siteContent().projects.map((p) => p.id),
): string[] {
  // React Router keys prerendered paths without a trailing slash ("/es", not "/es/").
  return languages.flatMap((lang) => [
    lang === "es" ? "/es" : "/",
    ...projectIds.map((id) => paths.project(lang, id)),
    paths.cv(lang),
    paths.contact(lang),
    paths.project(lang, notFoundProjectId),
    (lang === "es" ? "/es" : "") + notFoundPath,
  ]);
}
