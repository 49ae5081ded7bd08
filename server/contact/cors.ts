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
