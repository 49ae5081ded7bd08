import { siteContent } from "#app/content/load.server.ts";

/** The owner's content, read the same way the build reads it, for assertions against the pages. */
export const content = siteContent();
