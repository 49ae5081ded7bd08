import type { Language } from "../../lib/paths";
import { type About, aboutLists, AboutSchema } from "../schema";
import { type ContentFiles, inBothLanguages } from "./content-files.server";

/** about.en.yaml and about.es.yaml: the home page and CV texts, one file per language. */
export function readAbout(files: ContentFiles): Record<Language, About> | undefined {
  const about = inBothLanguages((lang) =>
    files.readYaml(files.path(`about.${lang}.yaml`), AboutSchema),
  );
  if (!about) return undefined;
  // The Spanish file translates the English one entry by entry; a missing entry is a missing translation.
  for (const list of aboutLists) {
    const [en, es] = [about.en[list].length, about.es[list].length];
    if (en !== es) {
      files.report(
        files.path("about.es.yaml"),
        list,
        `has ${es} entries but content/about.en.yaml has ${en} (both languages list the same ones, in the same order)`,
      );
    }
  }
  return about;
}
