/** Ids that no project may take: they name the prerendered error pages. */
export const notFoundProjectId = "__not-found__";
export const notFoundPath = "/__not-found__";
