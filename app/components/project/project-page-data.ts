import type { projectPageData } from "#app/content/pages.server.ts";

/** What the project route's loader hands to the page for a known id. */
export type ProjectPage = NonNullable<ReturnType<typeof projectPageData>>;
export type ProjectBlock = ProjectPage["blocks"][number];
export type RelatedProject = ProjectPage["related"][number];
