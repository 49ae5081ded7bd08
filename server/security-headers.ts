import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

import type { MiddlewareHandler } from "hono";
import { z } from "zod";

// The one definition of the site's security headers. The Node server sends them on every response
// and the build writes the same values into _headers for static hosts, so both deployments match.
// No Cross-Origin-Opener-Policy: on arrival from another site it makes the browser start a new
// process for the page, which delayed the first paint on a throttled phone, and
// the site holds nothing a cross-origin window could learn (docs/decisions/0008-no-coop.md).

/** Headers that are the same on every response, page or not. */
export const sharedSecurityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Only features every engine we test recognises (Chromium, Firefox, WebKit): an unknown name is
  // logged as a console warning on every page (security.spec.ts and the engine walks fail on one).
  // Chromium no longer knows `bluetooth`.
  "Permissions-Policy": [
    "accelerometer=()",
    "autoplay=()",
    "browsing-topics=()",
    "camera=()",
    "display-capture=()",
    "geolocation=()",
    "gyroscope=()",
    "hid=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "publickey-credentials-get=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
  // frame-ancestors says the same to current browsers; this covers the ones that predate it.
  "X-Frame-Options": "DENY",
  // No other site may embed our pictures, scripts or pages as its own resources. The relay's
  // answers to a static copy of the site (CORS, ADR 4) are not affected: the browser checks this
  // header only for requests made without CORS.
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/** For everything that is not a page (assets, JSON, redirects): nothing may run or be embedded. */
export const resourceCsp = "default-src 'none'; frame-ancestors 'none'";

export type PagePolicyInput = {
  /** sha256 sources ("sha256-...") of the page's inline scripts, as served. */
  scriptHashes: readonly string[];
  /** Origins other than the site's own that the page may call or post a form to (the relay). */
  connectSources: readonly string[];
};

/**
 * The policy of one prerendered page. Scripts: our own files plus that page's inline scripts by
 * hash, never 'unsafe-inline'. Styles allow 'unsafe-inline' because Radix's scroll lock and sonner
 * insert <style> elements at run time, one of them with measured values no hash can predict
 * (docs/decisions/0005-csp-inline-styles.md).
 */
export function pageCsp({ scriptHashes, connectSources }: PagePolicyInput): string {
  const script = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // The contact page's form posts to the relay, which may run on another origin.
    `form-action ${["'self'", ...connectSources].join(" ")}`,
    "object-src 'none'",
  ].join("; ");
}

const origin = z
  .url({ protocol: /^https?$/ })
  .refine((value) => new URL(value).origin === value, { error: "must be an origin" });

export const CspManifestSchema = z.object({
  connectSources: z.array(origin),
  /** Keyed by the HTML file's path in the client directory, e.g. "/es/project/eva/index.html". */
  pages: z.record(
    z.string().startsWith("/"),
    z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/)),
  ),
});

export type CspManifest = z.infer<typeof CspManifestSchema>;

/** The build writes the manifest beside the client directory, where it is never served. */
export function cspManifestPath(clientDir: string): string {
  return join(dirname(clientDir), "csp-hashes.json");
}

export function readCspManifest(clientDir: string): CspManifest | undefined {
  const path = cspManifestPath(clientDir);
  if (!existsSync(path)) return undefined;
  const result = CspManifestSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!result.success) throw new Error(`Invalid CSP manifest ${path}: ${result.error.message}`);
  return result.data;
}

/**
 * The CSP for each HTML file. A page missing from the manifest (a build without one) still gets a
 * policy: without hashes its inline scripts are blocked, which fails safe and shows in the console.
 */
export function pageCspResolver(manifest: CspManifest | undefined): (file: string) => string {
  const policies = new Map(
    Object.entries(manifest?.pages ?? {}).map(([file, scriptHashes]) => [
      file,
      pageCsp({ scriptHashes, connectSources: manifest?.connectSources ?? [] }),
    ]),
  );
  const fallback = pageCsp({ scriptHashes: [], connectSources: manifest?.connectSources ?? [] });
  return (file) => policies.get(file) ?? fallback;
}

/** Adds the shared headers to every response, and the resource CSP where no page set its own. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(sharedSecurityHeaders)) {
      c.res.headers.set(name, value);
    }
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", resourceCsp);
    }
  };
}
