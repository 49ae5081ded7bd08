import { ContentError } from "#app/content/content-error.ts";
import { loadContent } from "#app/content/load.server.ts";
import { defaultLanguage, languages } from "#app/lib/paths.ts";

export type ContentReport = { ok: true; summary: string } | { ok: false; problems: string };

/** What `npm run check:content` says of a content folder: a one-line summary, or every problem. */
export function contentReport(contentDir?: string): ContentReport {
  try {
    const content = loadContent(contentDir);
    return {
      ok: true,
      summary:
        `Content OK: ${content.projects.length} projects, ${content.tags.length} tags, ` +
        `${content.about[defaultLanguage].experience.length} experience entries, ` +
        `complete in ${languages.join(", ")}.`,
    };
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, problems: error.message };
    throw error;
  }
}
