import { z } from "zod";

import { wholeNumberVariable } from "#app/lib/settings/environment.ts";

// The contact relay's variables: their rules, and the typed settings they become. Parsed with the
// server's other settings in server/settings.ts.

export type ContactSettings = {
  dataDir: string;
  /** A PostgreSQL connection string: the outbox lives there instead of SQLite under `dataDir`. */
  databaseUrl: string | undefined;
  webhookUrl: string | undefined;
  webhookToken: string | undefined;
  /** `status`: any 2xx is a delivery; `echo`: only a 2xx whose body contains the message id. */
  webhookAck: WebhookAck;
  rateLimit: number;
  /** Clients whose rate-limit state is kept; past it the least recently seen is forgotten. */
  rateLimitMaxClients: number;
  rateWindowMs: number;
  trustProxyHops: number;
  minFillMs: number;
  attemptTimeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  giveUpAfterMs: number;
  pollIntervalMs: number;
  /** Held messages (spam signals) are deleted this long after they arrived. */
  heldRetentionMs: number;
  /** Delivered messages are deleted this long after delivery: the owner already has them. */
  deliveredRetentionMs: number;
  /** The outbox refuses new messages (503) beyond this size, in bytes. */
  maxDatabaseBytes: number;
  /** Messages passed on to the owner in any hour, site-wide; further ones are held (`flood`). */
  floodPerHour: number;
  /** Origins of statically hosted copies of the site, allowed to post here (CORS, ADR 4). */
  allowedOrigins: string[];
};

const webhookAcks = ["status", "echo"] as const;

type WebhookAck = (typeof webhookAcks)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function integer(min: number, fallback: number) {
  return wholeNumberVariable(min).default(fallback);
}

function positiveNumber(unit: string, fallback: number) {
  const error = `must be a positive number of ${unit}`;
  return z
    .string()
    .regex(/^\d+(\.\d+)?$/, { error })
    .transform(Number)
    .pipe(z.number().positive({ error }))
    .default(fallback);
}

// fetch() refuses URLs with credentials, so such a URL would fail every attempt: say so at start.
const webhookUrl = z
  .url({ protocol: /^https?$/, error: "must be an absolute http:// or https:// URL" })
  .refine((url) => !/^https?:\/\/[^/?#]*@/i.test(url), {
    error: "must not contain a user name or password (use CONTACT_WEBHOOK_TOKEN)",
  })
  .optional();

// A header value: no line breaks or other control characters, or every attempt would fail.
const webhookToken = z
  .string()
  .regex(/^[\t\x20-\x7e\x80-\xff]*$/, {
    error: "must not contain line breaks or control characters",
  })
  .optional();

// The password is part of the URL: pg reads it from there, and the logger redacts both.
const databaseUrl = z
  .url({
    protocol: /^postgres(ql)?$/,
    error: "must be a postgres:// or postgresql:// connection string",
  })
  .optional();

/** A comma-separated list of origins, each exactly as the browser sends it (no path, no slash). */
const origins = z
  .string()
  .optional()
  .transform((value, context) => {
    const list = value?.split(",").map((entry) => entry.trim()) ?? [];
    for (const origin of list) {
      const parsed = URL.canParse(origin) ? new URL(origin) : undefined;
      if (parsed?.origin !== origin) {
        context.addIssue({
          code: "custom",
          message: parsed
            ? `entry "${origin}" must be an origin: use ${parsed.origin}`
            : `entry "${origin}" is not a URL`,
        });
      }
    }
    return list;
  });

/** The relay's environment variables and their rules (defaults included). */
export const contactVariables = {
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: databaseUrl,
  CONTACT_WEBHOOK_URL: webhookUrl,
  CONTACT_WEBHOOK_TOKEN: webhookToken,
  CONTACT_WEBHOOK_ACK: z.enum(webhookAcks, { error: "must be status or echo" }).default("status"),
  CONTACT_RATE_LIMIT: integer(1, 5),
  CONTACT_RATE_LIMIT_MAX_CLIENTS: integer(1, 10_000),
  CONTACT_RATE_WINDOW_SECONDS: integer(1, 600),
  TRUST_PROXY_HOPS: integer(0, 0),
  // A person using autofill and paste sends the form in about 1.5 s; scripts take milliseconds.
  CONTACT_MIN_FILL_MS: integer(0, 1000),
  CONTACT_ATTEMPT_TIMEOUT_MS: integer(1, 10_000),
  CONTACT_RETRY_BASE_MS: integer(1, 10_000),
  CONTACT_RETRY_MAX_MS: integer(1, 6 * HOUR_MS),
  CONTACT_GIVE_UP_AFTER_HOURS: positiveNumber("hours", 72),
  CONTACT_POLL_INTERVAL_MS: integer(10, 5000),
  CONTACT_HELD_RETENTION_DAYS: positiveNumber("days", 30),
  CONTACT_RETENTION_DAYS: positiveNumber("days", 90),
  CONTACT_DB_MAX_MB: positiveNumber("megabytes", 256),
  // One person's inbox: a busy day of real messages is a handful; a script sends thousands.
  CONTACT_FLOOD_PER_HOUR: integer(1, 30),
  CONTACT_ALLOWED_ORIGINS: origins,
};

type ContactValues = z.infer<z.ZodObject<typeof contactVariables>>;

/** The relay's settings from its parsed variables, or the problem that makes them inconsistent. */
export function toContactSettings(values: ContactValues): ContactSettings | string {
  if (values.CONTACT_RETRY_MAX_MS < values.CONTACT_RETRY_BASE_MS) {
    return "CONTACT_RETRY_MAX_MS must be >= CONTACT_RETRY_BASE_MS";
  }
  return {
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    webhookUrl: values.CONTACT_WEBHOOK_URL,
    webhookToken: values.CONTACT_WEBHOOK_TOKEN,
    webhookAck: values.CONTACT_WEBHOOK_ACK,
    rateLimit: values.CONTACT_RATE_LIMIT,
    rateLimitMaxClients: values.CONTACT_RATE_LIMIT_MAX_CLIENTS,
    rateWindowMs: values.CONTACT_RATE_WINDOW_SECONDS * 1000,
    trustProxyHops: values.TRUST_PROXY_HOPS,
    minFillMs: values.CONTACT_MIN_FILL_MS,
    attemptTimeoutMs: values.CONTACT_ATTEMPT_TIMEOUT_MS,
    retryBaseMs: values.CONTACT_RETRY_BASE_MS,
    retryMaxMs: values.CONTACT_RETRY_MAX_MS,
    giveUpAfterMs: Math.round(values.CONTACT_GIVE_UP_AFTER_HOURS * HOUR_MS),
    pollIntervalMs: values.CONTACT_POLL_INTERVAL_MS,
    heldRetentionMs: Math.round(values.CONTACT_HELD_RETENTION_DAYS * DAY_MS),
    deliveredRetentionMs: Math.round(values.CONTACT_RETENTION_DAYS * DAY_MS),
    maxDatabaseBytes: Math.round(values.CONTACT_DB_MAX_MB * 1024 * 1024),
    floodPerHour: values.CONTACT_FLOOD_PER_HOUR,
    allowedOrigins: values.CONTACT_ALLOWED_ORIGINS,
  };
}
