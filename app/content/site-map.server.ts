import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { languages, paths } from "../lib/paths";
import { defaultContentDir } from "./content-dir.server";

/** Ids that no project may take: they name the prerendered error pages. */
export const notFoundProjectId = "__not-found__";
export const notFoundPath = "/__not-found__";

function projectIds(): string[] {
  const order: { projects: string[] } = parse(
    readFileSync(join(defaultContentDir, "projects/order.yaml"), "utf8"),
  );
  return order.projects;
}

/** Every page the build writes, in both languages, including the error pages the server serves. */
export function prerenderPaths(): string[] {
  const ids = projectIds();
  // React Router keys prerendered paths without a trailing slash ("/es", not "/es/").
  return languages.flatMap((lang) => [
    lang === "es" ? "/es" : "/",
    ...ids.map((id) => paths.project(lang, id)),
    paths.cv(lang),
    paths.project(lang, notFoundProjectId),
    (lang === "es" ? "/es" : "") + notFoundPath,
  ]);
}
