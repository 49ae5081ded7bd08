import { cors } from "hono/cors";

/**
 * Lets a statically hosted copy of the site (another origin) post to this relay. Only the listed
 * origins are allowed; with none listed the relay stays same-origin and browsers block other sites.
 */
export function contactCors(allowedOrigins: readonly string[]) {
  return cors({
    origin: [...allowedOrigins],
    allowMethods: ["POST"],
    allowHeaders: ["Content-Type"],
    maxAge: 86_400,
  });
}

export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(",").map((entry) => {
    const origin = entry.trim();
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new Error(`Invalid CONTACT_ALLOWED_ORIGINS entry "${origin}": not a URL`);
    }
    if (parsed.origin !== origin) {
      throw new Error(`Invalid CONTACT_ALLOWED_ORIGINS entry "${origin}": use ${parsed.origin}`);
    }
    return origin;
  });
}
