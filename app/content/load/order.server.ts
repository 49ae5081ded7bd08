import { existsSync, readdirSync } from "node:fs";

import { OrderSchema, projectIdSchema } from "#app/content/schema.ts";

import type { ContentFiles } from "./content-files.server";

/** projects/order.yaml: the project ids in home page order, each once, one per project folder. */
export function readOrder(files: ContentFiles): string[] {
  const projectsDir = files.path("projects");
  const path = files.path("projects", "order.yaml");
  const listed = files.readYaml(path, OrderSchema)?.projects ?? [];
  const ids = new Set<string>();
  for (const id of listed) {
    const valid = projectIdSchema.safeParse(id);
    if (!valid.success) {
      const message = valid.error.issues[0]?.message ?? "is not a valid id";
      const line = files.lineOf(
        path,
        new RegExp(`^\\s*-\\s*["']?${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']?\\s*$`),
      );
      files.report(path, "projects", `"${id}" ${message}`, line);
      continue;
    }
    if (ids.has(id)) files.report(path, "projects", `duplicate id "${id}"`);
    ids.add(id);
  }
  const folders = existsSync(projectsDir)
    ? readdirSync(projectsDir, { withFileTypes: true }).filter((e) => e.isDirectory())
    : [];
  for (const folder of folders) {
    if (!ids.has(folder.name) && !listed.includes(folder.name)) {
      files.report(path, "projects", `project folder "${folder.name}" is not listed`);
    }
  }
  return [...ids];
}
