import { readFileSync } from "node:fs";

import { buildSettings } from "#app/lib/settings/build-settings.server.ts";
import { parseSiteUrl } from "#app/lib/settings/site-url.server.ts";
import { indexablePaths } from "#scripts/build/sitemap.ts";
import { cspManifestPath, CspManifestSchema } from "#server/security-headers.ts";

/** The build the end-to-end server serves (playwright.config.ts passes the same directory). */
export const { clientDir } = buildSettings();

/** The origin the build was made for: the tests run with the same SITE_URL as the build. */
export const siteUrl = parseSiteUrl();

/** Every indexable page in both languages, by canonical path ("/", "/es/", "/project/eva", ...). */
export const sitePages = indexablePaths();

/** URLs that answer with one of the four 404 pages. */
export const notFoundPages = [
  "/no/such/page",
  "/es/no/existe",
  "/project/nope",
  "/es/project/nope",
];

export function readCspManifest() {
  return CspManifestSchema.parse(JSON.parse(readFileSync(cspManifestPath(clientDir), "utf8")));
}
