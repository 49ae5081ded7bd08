import { existsSync, readdirSync } from "node:fs";

import { notFoundProjectId } from "../../lib/paths";
import { OrderSchema } from "../schema";
import type { ContentFiles } from "./content-files.server";

/** projects/order.yaml: the project ids in home page order, each once, one per project folder. */
export function readOrder(files: ContentFiles): string[] {
  const projectsDir = files.path("projects");
  const path = files.path("projects", "order.yaml");
  const listed = files.readYaml(path, OrderSchema)?.projects ?? [];
  const ids = new Set<string>();
  for (const id of listed) {
    if (ids.has(id)) files.report(path, "projects", `duplicate id "${id}"`);
    ids.add(id);
  }
  if (ids.has(notFoundProjectId)) files.report(path, "projects", "reserved id");
  const folders = existsSync(projectsDir)
    ? readdirSync(projectsDir, { withFileTypes: true }).filter((e) => e.isDirectory())
    : [];
  for (const folder of folders) {
    if (!ids.has(folder.name)) {
      files.report(path, "projects", `project folder "${folder.name}" is not listed`);
    }
  }
  return [...ids];
}
