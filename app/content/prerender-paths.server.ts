import { errorPages, homePrerenderPath, languages, paths } from "../lib/paths";
import { siteContent } from "./load.server";

/**
 * Every page the build writes, in both languages, including the error pages the server serves.
 * The project ids come from the validated content, so order.yaml is read in one place.
 */
export function prerenderPaths(
  projectIds: readonly string[] = siteContent().projects.map((p) => p.id),
): string[] {
  return languages.flatMap((lang) => [
    homePrerenderPath(lang),
    ...projectIds.map((id) => paths.project(lang, id)),
    paths.cv(lang),
    paths.contact(lang),
    ...errorPages.filter((page) => page.lang === lang).map((page) => page.placeholderPath),
  ]);
}
