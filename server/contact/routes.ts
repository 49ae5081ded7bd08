import type { HttpBindings } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";

import { type Acceptance, type AcceptMessageOptions, createAcceptMessage } from "./accept-message";
import { contactCors } from "./cors";
import { createFormAdapter } from "./form-adapter";
import type { ContactFormPage } from "./form-page";
import { jsonAdapter, jsonRefusal } from "./json-adapter";
import { clientAddress } from "./rate-limit";
import type { RejectionLog } from "./rejection-log";
import type { ContactSettings } from "./settings";

// POST / (mounted at /api/contact). Checks run cheapest first: method, media type, size, body; then
// acceptMessage (accept-message.ts) decides what becomes of the message, and the adapter of the
// body's kind answers: JSON to the app's fetch (json-adapter.ts), pages to a plain HTML form
// (form-adapter.ts).

const MAX_BODY_BYTES = 16 * 1024;

export type ContactRoutesOptions = AcceptMessageOptions & {
  settings: Pick<ContactSettings, "trustProxyHops" | "allowedOrigins">;
  rejections: RejectionLog;
  /** Renders the answer to a form sent without JavaScript (an HTML form post). */
  formPage: ContactFormPage;
};

type ContactAdapter = {
  read(c: Context): Promise<unknown>;
  posted(body: Record<string, unknown>): {
    fields: Record<string, unknown>;
    answer(c: Context, acceptance: Acceptance): Response;
  };
  tooLarge(c: Context): Response;
};

type Env = { Bindings: HttpBindings };
/** A POST once its media type is known: the adapter that reads and answers it. */
type PostEnv = Env & { Variables: { adapter: ContactAdapter } };

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (e.g. app.request() in tests without bindings).
    return undefined;
  }
}

// JSON from the app's form; an HTML form's own encodings from a page without JavaScript.
const formMediaTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function createContactRoutes(options: ContactRoutesOptions) {
  const { settings, rejections } = options;
  const acceptMessage = createAcceptMessage(options);
  const formAdapter = createFormAdapter({
    formPage: options.formPage,
    allowedOrigins: settings.allowedOrigins,
  });
  const router = new Hono<Env>();

  function adapterFor(contentType: string | undefined): ContactAdapter | undefined {
    const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
    if (mediaType === "application/json") return jsonAdapter;
    if (mediaType !== undefined && formMediaTypes.includes(mediaType)) return formAdapter;
    return undefined;
  }

  function reject(c: Context, status: 400 | 405 | 415, error: string) {
    rejections.note({ status, error });
    return jsonRefusal(c, status, error);
  }

  // A static copy of the site on another origin posts here with fetch (CORS, ADR 4).
  if (settings.allowedOrigins.length > 0) router.use("/", contactCors(settings.allowedOrigins));

  router.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  router.post(
    "/",
    createMiddleware<PostEnv>(async (c, next) => {
      const adapter = adapterFor(c.req.header("content-type"));
      if (!adapter) return reject(c, 415, "unsupported_media_type");
      c.set("adapter", adapter);
      await next();
    }),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c: Context<PostEnv>) => {
        rejections.note({ status: 413, error: "too_large" });
        return c.get("adapter").tooLarge(c);
      },
    }),
    async (c) => {
      const adapter = c.get("adapter");
      const body = await adapter.read(c).catch(() => undefined);
      if (!isPlainObject(body)) return reject(c, 400, "invalid_json");
      const { fields, answer } = adapter.posted(body);
      const client = clientAddress(
        socketAddress(c),
        c.req.header("x-forwarded-for"),
        settings.trustProxyHops,
      );
      const acceptance = await acceptMessage(fields, client);
      if (acceptance.outcome === "invalid") {
        rejections.note({ status: 400, fields: acceptance.errors });
      } else if (acceptance.outcome === "limited") {
        rejections.note({ status: 429, error: "rate_limited" });
        c.header("Retry-After", String(acceptance.retryAfterSeconds));
      }
      return answer(c, acceptance);
    },
  );

  router.get("/sent", (c) => formAdapter.sent(c));

  router.all("/", (c) => {
    c.header("Allow", "POST");
    return reject(c, 405, "method_not_allowed");
  });

  return router;
}
