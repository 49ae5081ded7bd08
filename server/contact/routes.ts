import type { HttpBindings } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";

import type { ContactPanelState } from "#app/components/contact/contact-panel.tsx";
import { contactLanguageField } from "#app/components/contact/plain-contact-form.tsx";
import {
  contactErrorCodes,
  type ContactField,
  contactFields,
  ContactRequestSchema,
} from "#app/lib/contact-schema.ts";
import { defaultLanguage, type Language } from "#app/lib/paths.ts";

import type { Logger } from "../logger";
import type { HoldCause, NewMessage } from "../outbox/outbox";
import { type ContactFormPage, formPageCsp, pageLanguage } from "./form-page";
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
  /** Renders the answer to a form sent without JavaScript (an HTML form post). */
  formPage: ContactFormPage;
  /** Origins of static copies of the site: a page posted from one of them links back to it. */
  allowedOrigins?: readonly string[];
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

// JSON from the app's form; an HTML form's own encodings from a page without JavaScript.
const formMediaTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

type BodyKind = "json" | "form";

function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  if (mediaType === "application/json") return "json";
  if (mediaType !== undefined && formMediaTypes.includes(mediaType)) return "form";
  return undefined;
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

type FormAnswer = { lang: Language; values: Partial<Record<ContactField, string>> };

function formValues(body: Record<string, unknown>): FormAnswer["values"] {
  const values: FormAnswer["values"] = {};
  for (const field of contactFields) {
    const value = body[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

export function createContactRoutes(options: ContactRoutesOptions) {
  const { settings, enqueue, logger, rejections, onAccepted, formPage } = options;
  const allowedOrigins = options.allowedOrigins ?? [];
  const limiter = createRateLimiter({
    limit: settings.rateLimit,
    windowMs: settings.rateWindowMs,
    maxKeys: settings.rateLimitMaxClients,
  });
  const router = new Hono<Env>();

  // A static copy of the site that posted here gets its own links back; anything else, this origin.
  function siteOrigin(c: Context<Env>): string | undefined {
    const origin = c.req.header("origin");
    return origin !== undefined && allowedOrigins.includes(origin) ? origin : undefined;
  }

  function page(
    c: Context<Env>,
    status: 200 | 400 | 413 | 429 | 503,
    lang: Language,
    state: ContactPanelState,
  ) {
    const html = formPage.render({ lang, state, action: c.req.path, siteOrigin: siteOrigin(c) });
    return c.html(html, status, { "Content-Security-Policy": formPageCsp });
  }

  // A form sent without JavaScript learns of a refusal as a page: the form again, with what was
  // typed where it could be read, and the specification's failure text.
  function failurePage(c: Context<Env>, status: 413 | 429 | 503, answer: FormAnswer) {
    return page(c, status, answer.lang, { kind: "form", failed: true, values: answer.values });
  }

  function reject(
    c: Context<Env>,
    status: 400 | 405 | 413 | 415 | 429,
    error: string,
    form?: FormAnswer,
  ) {
    rejections.note({ status, error });
    if (form && status !== 400 && status !== 405 && status !== 415) {
      return failurePage(c, status, form);
    }
    // Every refusal has the shape of a 400's, so a client reads one format.
    return c.json({ ok: false, error, errors: {} }, status);
  }

  async function readBody(
    c: Context<Env>,
    kind: BodyKind,
  ): Promise<Record<string, unknown> | undefined> {
    try {
      const body: unknown = kind === "json" ? await c.req.json() : await c.req.parseBody();
      return isPlainObject(body) ? body : undefined;
    } catch {
      return undefined;
    }
  }

  router.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  router.post(
    "/",
    async (c, next) => {
      if (bodyKind(c.req.header("content-type")) === undefined) {
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
        return isForm(c)
          ? reject(c, 429, "rate_limited", await formAnswer(c))
          : reject(c, 429, "rate_limited");
      }
      try {
        await next();
      } finally {
        if (c.res.status !== 202 && c.res.status !== 303) decision.release();
      }
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        isForm(c)
          ? reject(c, 413, "too_large", { lang: defaultLanguage, values: {} })
          : reject(c, 413, "too_large"),
    }),
    async (c) => {
      const kind = isForm(c) ? "form" : "json";
      const body = await readBody(c, kind);
      const form: FormAnswer | undefined =
        kind === "form"
          ? { lang: pageLanguage(body?.[contactLanguageField]), values: formValues(body ?? {}) }
          : undefined;
      if (!body) {
        return reject(c, 400, "invalid_json");
      }
      // A form without JavaScript sends no fill time, and is never held for lacking one.
      const fields = form ? { ...form.values, website: body.website } : body;
      const parsed = ContactRequestSchema.safeParse(fields);
      if (!parsed.success) {
        const errors = contactErrorCodes(parsed.error);
        rejections.note({ status: 400, fields: errors });
        if (form) return page(c, 400, form.lang, { kind: "form", ...form, errors });
        return c.json({ ok: false, error: "invalid", errors }, 400);
      }
      const { website, elapsedMs, ...message } = parsed.data;
      const heldCause = spamSignal(website, elapsedMs, settings.minFillMs);
      let id: string;
      try {
        id = await enqueue({ ...message, heldCause });
      } catch (error) {
        logger.error("contact.unavailable", { error });
        if (form) return failurePage(c, 503, form);
        return c.json({ ok: false, error: "unavailable", errors: {} }, 503);
      }
      if (heldCause) {
        logger.info("contact.held", { id, cause: heldCause });
      } else {
        logger.info("contact.accepted", { id, reason: message.reason });
        onAccepted?.(id);
      }
      if (form) {
        // Post, redirect, get: reloading the answer does not send the message again.
        const origin = siteOrigin(c);
        const query = new URLSearchParams({ lang: form.lang, ...(origin ? { site: origin } : {}) });
        return c.redirect(`${c.req.path.replace(/\/$/, "")}/sent?${query}`, 303);
      }
      return c.json({ ok: true, id }, 202);
    },
  );

  router.get("/sent", (c) => {
    const lang = pageLanguage(c.req.query("lang"));
    const site = c.req.query("site");
    const origin = site !== undefined && allowedOrigins.includes(site) ? site : undefined;
    const html = formPage.render({ lang, state: { kind: "sent" }, action: "", siteOrigin: origin });
    return c.html(html, 200, { "Content-Security-Policy": formPageCsp });
  });

  function isForm(c: Context<Env>) {
    return bodyKind(c.req.header("content-type")) === "form";
  }

  // Read for a refusal before the body was parsed (the rate limit): what was typed stays typed.
  async function formAnswer(c: Context<Env>): Promise<FormAnswer> {
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    const readable = Number.isFinite(declared) && declared <= MAX_BODY_BYTES;
    const body = (readable ? await readBody(c, "form") : undefined) ?? {};
    return { lang: pageLanguage(body[contactLanguageField]), values: formValues(body) };
  }

  router.all("/", (c) => {
    c.header("Allow", "POST");
    return reject(c, 405, "method_not_allowed");
  });

  return router;
}
