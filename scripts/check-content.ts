import { ContentError } from "~/content/content-error";
import { loadContent } from "~/content/load.server";
import { defaultLanguage, languages } from "~/lib/paths";

// `npm run check:content`: validates everything under content/ and names the file and field of each problem.
try {
  const content = loadContent();
  console.log(
    `Content OK: ${content.projects.length} projects, ${content.tags.length} tags, ` +
      `${content.about[defaultLanguage].experience.length} experience entries, ` +
      `complete in ${languages.join(", ")}.`,
  );
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
