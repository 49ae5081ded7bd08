import { buildSettings } from "../lib/build-settings.server";

/** The owner's content folder (CONTENT_DIR points the dev server and its tests at another copy). */
export const defaultContentDir = buildSettings().contentDir;
