import { z } from "zod";

import { readEnvironment } from "./environment";

/** What `npm start` serves on by default, so a local build links to itself. */
export const defaultSiteUrl = "http://127.0.0.1:3000";

// The public origin of the site, read at build time: every canonical, hreflang, Open Graph, JSON-LD
// and sitemap URL starts with it. Only an origin: the router serves the site from the domain root.
const SiteUrlSchema = z
  .url({ protocol: /^https?$/, error: "must be an absolute http:// or https:// URL" })
  .transform((value) => new URL(value))
  .refine((url) => url.pathname === "/" && !url.search && !url.hash, {
    error: "must be an origin only (like https://example.com), without a path, query or fragment",
  })
  .refine((url) => !url.username && !url.password, { error: "must not contain credentials" })
  .transform((url) => url.origin);

export function parseSiteUrl(env: Record<string, string | undefined> = process.env): string {
  return readEnvironment({ SITE_URL: SiteUrlSchema.default(defaultSiteUrl) }, env).SITE_URL;
}
