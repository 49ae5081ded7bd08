import { buildSettings } from "#app/lib/settings/build-settings.server.ts";

/** The owner's content folder (CONTENT_DIR points the dev server and its tests at another copy). */
export const defaultContentDir = buildSettings().contentDir;
