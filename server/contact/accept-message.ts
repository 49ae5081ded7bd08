import {
  contactErrorCodes,
  type ContactErrors,
  ContactRequestSchema,
} from "#app/lib/contact-schema.ts";

import type { Logger } from "../logger";
import type { HoldCause, NewMessage } from "../outbox/store";
import { createRateLimiter } from "./rate-limit";
import type { ContactSettings } from "./settings";

// What the relay does with a message, whichever way it was posted (the app's JSON or a plain HTML
// form): count it against the client's rate limit, validate it with the schema the form uses, note
// its spam signals and store it. A message with a spam signal is stored too, held back from
// delivery, and answered like any other: a person taken for a bot loses nothing, and a bot learns
// nothing. Only stored messages count against the limit: an invalid one, or one the outbox could
// not take, gives its slot back.

export type Acceptance =
  | { outcome: "stored"; id: string }
  | { outcome: "invalid"; errors: ContactErrors }
  | { outcome: "limited"; retryAfterSeconds: number }
  | { outcome: "unavailable" };

/** `client` is the key the rate limit counts by (the client's address). */
export type AcceptMessage = (
  fields: Record<string, unknown>,
  client: string,
) => Promise<Acceptance>;

export type AcceptMessageOptions = {
  settings: Pick<
    ContactSettings,
    "rateLimit" | "rateLimitMaxClients" | "rateWindowMs" | "minFillMs"
  >;
  /** Resolves with the message id once the message is durably stored. */
  enqueue: (message: NewMessage) => string | Promise<string>;
  logger: Logger;
  onAccepted?: (id: string) => void;
};

// A filled honeypot, or a form sent faster than a person can fill it in. A request without
// `elapsedMs` (a form posted without JavaScript, or not from our form) is judged by the honeypot
// alone.
function spamSignal(
  website: string | undefined,
  elapsedMs: number | undefined,
  minFillMs: number,
): HoldCause | undefined {
  if (website !== undefined && website.trim() !== "") return "honeypot";
  if (elapsedMs !== undefined && elapsedMs < minFillMs) return "too_fast";
  return undefined;
}

export function createAcceptMessage(options: AcceptMessageOptions): AcceptMessage {
  const { settings, enqueue, logger, onAccepted } = options;
  const limiter = createRateLimiter({
    limit: settings.rateLimit,
    windowMs: settings.rateWindowMs,
    maxKeys: settings.rateLimitMaxClients,
  });

  async function store(fields: Record<string, unknown>): Promise<Acceptance> {
    const parsed = ContactRequestSchema.safeParse(fields);
    if (!parsed.success) return { outcome: "invalid", errors: contactErrorCodes(parsed.error) };
    const { website, elapsedMs, ...message } = parsed.data;
    const heldCause = spamSignal(website, elapsedMs, settings.minFillMs);
    let id: string;
    try {
      id = await enqueue({ ...message, heldCause });
    } catch (error) {
      logger.error("contact.unavailable", { error });
      return { outcome: "unavailable" };
    }
    if (heldCause) {
      logger.info("contact.held", { id, cause: heldCause });
    } else {
      logger.info("contact.accepted", { id, reason: message.reason });
      onAccepted?.(id);
    }
    return { outcome: "stored", id };
  }

  return async function acceptMessage(fields, client) {
    // Taken before anything is awaited, so that parallel requests cannot overshoot the limit.
    const slot = limiter.take(client);
    if (!slot.ok) return { outcome: "limited", retryAfterSeconds: slot.retryAfterSeconds };
    const acceptance = await store(fields);
    if (acceptance.outcome !== "stored") slot.release();
    return acceptance;
  };
}
