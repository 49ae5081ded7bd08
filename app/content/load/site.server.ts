import { type Site, SiteSchema } from "../schema";
import type { ContentFiles } from "./content-files.server";

/** site.yaml: the owner's name, address, portrait and profiles, the same in both languages. */
export function readSite(files: ContentFiles): Site | undefined {
  const path = files.path("site.yaml");
  const site = files.readYaml(path, SiteSchema);
  if (site) files.requireImage(path, "portrait", site.portrait);
  return site;
}
