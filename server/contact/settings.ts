import { z } from "zod";

// Settings of the contact relay, read from an environment object. An empty variable counts as unset,
// as `FOO=` in an env file usually means "use the default".

export type ContactSettings = {
  dataDir: string;
  webhookUrl: string | undefined;
  webhookToken: string | undefined;
  rateLimit: number;
  rateWindowMs: number;
  trustProxyHops: number;
  minFillMs: number;
  attemptTimeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  giveUpAfterMs: number;
  pollIntervalMs: number;
};

const HOUR_MS = 60 * 60 * 1000;

function integer(min: number, fallback: number) {
  return z
    .string()
    .regex(/^\d+$/, { error: `must be a whole number >= ${min}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `must be a whole number >= ${min}` }),
    )
    .default(fallback);
}

const webhookUrl = z
  .url({ protocol: /^https?$/, error: "must be an absolute http:// or https:// URL" })
  .optional();

// A header value: no line breaks or other control characters, or every attempt would fail.
const webhookToken = z
  .string()
  .regex(/^[\t\x20-\x7e\x80-\xff]*$/, {
    error: "must not contain line breaks or control characters",
  })
  .optional();

const EnvSchema = z.object({
  DATA_DIR: z.string().default("./data"),
  CONTACT_WEBHOOK_URL: webhookUrl,
  CONTACT_WEBHOOK_TOKEN: webhookToken,
  CONTACT_RATE_LIMIT: integer(1, 5),
  CONTACT_RATE_WINDOW_SECONDS: integer(1, 600),
  TRUST_PROXY_HOPS: integer(0, 0),
  CONTACT_MIN_FILL_MS: integer(0, 3000),
  CONTACT_ATTEMPT_TIMEOUT_MS: integer(1, 10_000),
  CONTACT_RETRY_BASE_MS: integer(1, 10_000),
  CONTACT_RETRY_MAX_MS: integer(1, 6 * HOUR_MS),
  CONTACT_GIVE_UP_AFTER_HOURS: z
    .string()
    .regex(/^\d+(\.\d+)?$/, { error: "must be a positive number of hours" })
    .transform(Number)
    .pipe(z.number().positive({ error: "must be a positive number of hours" }))
    .default(72),
  CONTACT_POLL_INTERVAL_MS: integer(10, 5000),
});

// Values are not echoed: the URL and the token are secrets.
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid contact relay settings: ${problems.join("; ")}`);
    this.name = "SettingsError";
  }
}

export function parseContactSettings(env: Record<string, string | undefined>): ContactSettings {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [
      key,
      env[key] === "" ? undefined : env[key]?.trim(),
    ]),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    throw new SettingsError(
      result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`),
    );
  }
  const values = result.data;
  if (values.CONTACT_RETRY_MAX_MS < values.CONTACT_RETRY_BASE_MS) {
    throw new SettingsError(["CONTACT_RETRY_MAX_MS must be >= CONTACT_RETRY_BASE_MS"]);
  }
  return {
    dataDir: values.DATA_DIR,
    webhookUrl: values.CONTACT_WEBHOOK_URL,
    webhookToken: values.CONTACT_WEBHOOK_TOKEN,
    rateLimit: values.CONTACT_RATE_LIMIT,
    rateWindowMs: values.CONTACT_RATE_WINDOW_SECONDS * 1000,
    trustProxyHops: values.TRUST_PROXY_HOPS,
    minFillMs: values.CONTACT_MIN_FILL_MS,
    attemptTimeoutMs: values.CONTACT_ATTEMPT_TIMEOUT_MS,
    retryBaseMs: values.CONTACT_RETRY_BASE_MS,
    retryMaxMs: values.CONTACT_RETRY_MAX_MS,
    giveUpAfterMs: Math.round(values.CONTACT_GIVE_UP_AFTER_HOURS * HOUR_MS),
    pollIntervalMs: values.CONTACT_POLL_INTERVAL_MS,
  };
}
