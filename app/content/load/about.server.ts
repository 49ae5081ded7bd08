import { defaultLanguage, type Language, languages, otherLanguages } from "../../lib/paths";
import { type About, aboutLists, AboutSchema } from "../schema";
import { type ContentFiles, inEveryLanguage } from "./content-files.server";
import { reportTextNumbers } from "./spanish-numbers.server";

/** about.<lang>.yaml: the home page and CV texts, one file per language. */
export function readAbout(files: ContentFiles): Record<Language, About> | undefined {
  const about = inEveryLanguage((lang) =>
    files.readYaml(files.path(`about.${lang}.yaml`), AboutSchema),
  );
  if (!about) return undefined;
  for (const lang of languages) {
    reportTextNumbers(files, files.path(`about.${lang}.yaml`), lang, about[lang]);
  }
  // Each translation follows the default language's file entry by entry; a missing entry is a
  // missing translation.
  const reference = about[defaultLanguage];
  for (const lang of otherLanguages(defaultLanguage)) {
    for (const list of aboutLists) {
      const [expected, found] = [reference[list].length, about[lang][list].length];
      if (expected !== found) {
        files.report(
          files.path(`about.${lang}.yaml`),
          list,
          `has ${found} entries but content/about.${defaultLanguage}.yaml has ${expected} (every language lists the same ones, in the same order)`,
        );
      }
    }
  }
  return about;
}
