import type { Context, MiddlewareHandler } from "hono";

import type { Logger } from "./logger";

// Requests the app refuses before routing, and the one handler for errors nobody expected: one JSON
// log line (never a stack trace on stderr), and a generic answer that reveals nothing.

const controlCharacter = /[\p{Cc}]/u;

/** 400 for a path that is not valid percent-encoding or that carries control characters. */
export function rejectMalformedPaths(): MiddlewareHandler {
  return async (c, next) => {
    const raw = new URL(c.req.url).pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return c.text("Bad Request", 400);
    }
    if (controlCharacter.test(decoded)) return c.text("Bad Request", 400);
    await next();
  };
}

/** For `app.onError`: logs `http.error` and answers 500 without details. */
export function handleUnexpectedError(logger: Logger) {
  return (error: Error, c: Context) => {
    logger.error("http.error", {
      method: c.req.method,
      // The raw, still percent-encoded path: printable, and exactly what was asked for.
      path: new URL(c.req.url).pathname.slice(0, 300),
      error,
    });
    if (c.req.path.startsWith("/api/")) {
      return c.json({ ok: false, error: "internal", errors: {} }, 500);
    }
    return c.text("Internal Server Error", 500);
  };
}
