import type { HttpBindings } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";

import { contactErrorCodes, ContactRequestSchema } from "~/lib/contact-schema";

import type { Logger } from "../logger";
import type { HoldCause, NewMessage } from "../outbox/outbox";
import { clientAddress, createRateLimiter } from "./rate-limit";
import type { RejectionLog } from "./rejection-log";
import type { ContactSettings } from "./settings";

// POST / (mounted at /api/contact). Checks run cheapest first: method, media type, rate limit, size,
// JSON, schema; then the message is written to the outbox and only then answered 202. A message
// with a spam signal is stored too, held back from delivery, and answered the same way: a person
// taken for a bot loses nothing, and a bot learns nothing. The rate limit counts accepted requests
// only (see rate-limit.ts): a visitor who gets a 400, 413 or 503 keeps the slot.

const MAX_BODY_BYTES = 16 * 1024;

export type ContactRoutesOptions = {
  settings: Pick<
    ContactSettings,
    "rateLimit" | "rateLimitMaxClients" | "rateWindowMs" | "trustProxyHops" | "minFillMs"
  >;
  /** Resolves with the message id once the message is durably stored. */
  enqueue: (message: NewMessage) => string | Promise<string>;
  logger: Logger;
  rejections: RejectionLog;
  onAccepted?: (id: string) => void;
};

type Env = { Bindings: HttpBindings };

function socketAddress(c: Context<Env>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (e.g. app.request() in tests without bindings).
    return undefined;
  }
}

function isJson(contentType: string | undefined) {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// A filled honeypot, or a form sent faster than a person can fill it in. A request without
// `elapsedMs` (not from our form) is judged by the honeypot alone.
function spamSignal(
  website: string | undefined,
  elapsedMs: number | undefined,
  minFillMs: number,
): HoldCause | undefined {
  if (website !== undefined && website.trim() !== "") return "honeypot";
  if (elapsedMs !== undefined && elapsedMs < minFillMs) return "too_fast";
  return undefined;
}

export function createContactRoutes(options: ContactRoutesOptions) {
  const { settings, enqueue, logger, rejections, onAccepted } = options;
  const limiter = createRateLimiter({
    limit: settings.rateLimit,
    windowMs: settings.rateWindowMs,
    maxKeys: settings.rateLimitMaxClients,
  });
  const router = new Hono<Env>();

  function reject(c: Context<Env>, status: 400 | 405 | 413 | 415 | 429, error: string) {
    rejections.note({ status, error });
    // Every refusal has the shape of a 400's, so a client reads one format.
    return c.json({ ok: false, error, errors: {} }, status);
  }

  router.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  router.post(
    "/",
    async (c, next) => {
      if (!isJson(c.req.header("content-type"))) {
        return reject(c, 415, "unsupported_media_type");
      }
      await next();
    },
    async (c, next) => {
      const key = clientAddress(
        socketAddress(c),
        c.req.header("x-forwarded-for"),
        settings.trustProxyHops,
      );
      const decision = limiter.take(key);
      if (!decision.ok) {
        c.header("Retry-After", String(decision.retryAfterSeconds));
        return reject(c, 429, "rate_limited");
      }
      try {
        await next();
      } finally {
        if (c.res.status !== 202) decision.release();
      }
    },
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => reject(c, 413, "too_large") }),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return reject(c, 400, "invalid_json");
      }
      if (!isPlainObject(body)) {
        return reject(c, 400, "invalid_json");
      }
      const parsed = ContactRequestSchema.safeParse(body);
      if (!parsed.success) {
        const errors = contactErrorCodes(parsed.error);
        rejections.note({ status: 400, fields: errors });
        return c.json({ ok: false, error: "invalid", errors }, 400);
      }
      const { website, elapsedMs, ...message } = parsed.data;
      const heldCause = spamSignal(website, elapsedMs, settings.minFillMs);
      let id: string;
      try {
        id = await enqueue({ ...message, heldCause });
      } catch (error) {
        logger.error("contact.unavailable", { error });
        return c.json({ ok: false, error: "unavailable", errors: {} }, 503);
      }
      if (heldCause) {
        logger.info("contact.held", { id, cause: heldCause });
      } else {
        logger.info("contact.accepted", { id, reason: message.reason });
        onAccepted?.(id);
      }
      return c.json({ ok: true, id }, 202);
    },
  );

  router.all("/", (c) => {
    c.header("Allow", "POST");
    return reject(c, 405, "method_not_allowed");
  });

  return router;
}
