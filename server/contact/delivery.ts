import { randomUUID } from "node:crypto";
import { hostname } from "node:os";

import type { Logger } from "../logger";
import type { MessageStore } from "../outbox/store";
import type { StoredMessage } from "../outbox/stored-message";
import type { ContactSettings } from "./settings";

// Delivers stored messages to the owner's webhook, one at a time, at least once, with the message
// id as Idempotency-Key on every attempt. What counts as delivered is the `webhookAck` setting: any
// 2xx, or only a 2xx whose body echoes the message id (n8n answers an empty 200 when its workflow
// failed). A failed attempt is retried with exponential backoff and jitter, never sooner than the
// webhook's Retry-After, until the give-up period since the message was queued has passed; a 410
// ends delivery at once. Other processes may run workers on the same database (a SQLite file, or
// PostgreSQL shared by several instances): leases keep them from working on one message together.

export type DeliveryWorker = {
  readonly owner: string;
  /** Look for due work now (called after an enqueue). */
  wake(): void;
  /** Stops the worker; an attempt in flight gets `closeGraceMs` to finish, then is aborted. */
  close(): Promise<void>;
};

type DeliverySettings = Pick<
  ContactSettings,
  | "webhookUrl"
  | "webhookToken"
  | "webhookAck"
  | "attemptTimeoutMs"
  | "retryBaseMs"
  | "retryMaxMs"
  | "giveUpAfterMs"
  | "pollIntervalMs"
>;

export type DeliveryOptions = {
  store: MessageStore;
  settings: DeliverySettings & { webhookUrl: string };
  logger: Logger;
  owner?: string;
  random?: () => number;
  closeGraceMs?: number;
};

/**
 * Delay before the next attempt after `attempts` failed ones: uniform between the base and an
 * exponential ceiling, `base * 2^attempts`, capped at the maximum ("full jitter" with a floor).
 */
export function backoffDelay(
  attempts: number,
  settings: Pick<ContactSettings, "retryBaseMs" | "retryMaxMs">,
  random: () => number = Math.random,
): number {
  const { retryBaseMs: base, retryMaxMs: max } = settings;
  const ceiling = Math.min(max, base * 2 ** Math.min(Math.max(attempts, 1), 40));
  return Math.round(base + random() * (ceiling - base));
}

/** The longest Retry-After honoured: a webhook asking for more is retried after this. */
export const MAX_RETRY_AFTER_MS = 6 * 60 * 60 * 1000;

/** How long a Retry-After header asks to wait (delay-seconds or an HTTP date), capped; or undefined. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    // An HTTP date names its month; Date.parse alone would also take "-5" for a year.
    const date = /[a-z]{3}/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
    if (Number.isNaN(date)) return undefined;
    ms = date - now;
  }
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

// An acknowledging body is short; reading more than this only costs memory.
const MAX_ACK_BODY_BYTES = 64 * 1024;

async function readStart(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  while (bytes < MAX_ACK_BODY_BYTES) {
    const { done, value } = await reader.read();
    if (done) return text;
    bytes += value.byteLength;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

type AttemptOutcome =
  | { kind: "delivered"; status: number }
  | { kind: "gone"; error: string }
  | { kind: "retry"; error: string; notBeforeMs?: number };

/** A lease outlives the attempt timeout with a margin, so a live worker never loses its message. */
export function leaseFor(attemptTimeoutMs: number) {
  return attemptTimeoutMs + Math.max(attemptTimeoutMs, 1000);
}

function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError") return `timeout after ${timeoutMs} ms`;
    if (error.name === "AbortError") return "aborted: worker shutting down";
    // fetch() reports network failures as "fetch failed" with the reason (ECONNREFUSED...) as cause.
    const cause: unknown = error.cause;
    if (cause instanceof Error) return cause.message.slice(0, 500);
    return error.message.slice(0, 500);
  }
  return String(error).slice(0, 500);
}

function webhookBody(message: StoredMessage) {
  const { name, email, reason, message: text } = message;
  return JSON.stringify({ name, email, reason, message: text });
}

/**
 * What ends an attempt early: its time limit, or the relay shutting down. The attempt holds the
 * timer and the listener itself and lets them go when it ends (`release`). Node's
 * `AbortSignal.any([AbortSignal.timeout(ms), other])` holds the timeout signal weakly: once the
 * garbage collector ran, the timeout never reached `fetch`, and a webhook that did not answer kept
 * the attempt open for good (Node 20.20, a request to a silent server, a collection every 20 ms).
 */
function attemptSignal(timeoutMs: number, shutdown: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer in ${timeoutMs} ms`, "TimeoutError")),
    timeoutMs,
  );
  const onShutdown = () => controller.abort(shutdown.reason);
  if (shutdown.aborted) onShutdown();
  else shutdown.addEventListener("abort", onShutdown, { once: true });
  return {
    signal: controller.signal,
    release() {
      clearTimeout(timer);
      shutdown.removeEventListener("abort", onShutdown);
    },
  };
}

/** One POST of a message to the owner's webhook, and what its answer means for the message. */
async function postToWebhook(
  message: StoredMessage,
  settings: DeliveryOptions["settings"],
  shutdown: AbortSignal,
): Promise<AttemptOutcome> {
  const limit = attemptSignal(settings.attemptTimeoutMs, shutdown);
  try {
    return await answerOf(message, settings, limit.signal);
  } finally {
    limit.release();
  }
}

async function answerOf(
  message: StoredMessage,
  settings: DeliveryOptions["settings"],
  signal: AbortSignal,
): Promise<AttemptOutcome> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Idempotency-Key": message.id,
  };
  if (settings.webhookToken !== undefined) headers.Authorization = settings.webhookToken;
  const response = await fetch(settings.webhookUrl, {
    method: "POST",
    headers,
    body: webhookBody(message),
    // A redirect would carry the token elsewhere: it counts as a failed attempt instead.
    redirect: "manual",
    signal,
  });
  const { status } = response;
  const success = status >= 200 && status < 300;
  if (success && settings.webhookAck === "echo") {
    if ((await readStart(response)).includes(message.id)) return { kind: "delivered", status };
    return { kind: "retry", error: `HTTP ${status} without the message id (echo expected)` };
  }
  // Otherwise the answer's body is not read, and failing to discard it changes nothing.
  await response.body?.cancel().catch(() => undefined);
  if (success) return { kind: "delivered", status };
  if (status === 410) return { kind: "gone", error: "HTTP 410: the webhook is gone" };
  const notBeforeMs =
    status === 429 || status === 503
      ? retryAfterMs(response.headers.get("retry-after"))
      : undefined;
  return { kind: "retry", error: `HTTP ${status}`, notBeforeMs };
}

/**
 * A sleep that `wake()` cuts short: the worker sleeps until the next message is due, and a new
 * message wakes it at once. A wake with nobody asleep makes the next sleep return immediately.
 */
function createWaker() {
  let wakePending = false;
  let wakeSleeper: (() => void) | undefined;

  function sleep(ms: number) {
    if (wakePending) {
      wakePending = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeSleeper = undefined;
        resolve();
      };
      const timer = setTimeout(done, Math.max(ms, 1));
      timer.unref();
      wakeSleeper = done;
    });
  }

  function wake() {
    if (wakeSleeper) wakeSleeper();
    else wakePending = true;
  }

  return { sleep, wake };
}

export function createDeliveryWorker(options: DeliveryOptions): DeliveryWorker {
  const { store, settings, logger } = options;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const random = options.random ?? Math.random;
  const closeGraceMs = options.closeGraceMs ?? 5000;
  const leaseMs = leaseFor(settings.attemptTimeoutMs);
  const shutdown = new AbortController();
  let closing = false;
  const { sleep, wake } = createWaker();

  async function settle(message: StoredMessage, error: string, notBeforeMs = 0) {
    const now = Date.now();
    const giveUpAt = message.queuedAt + settings.giveUpAfterMs;
    const fields = { id: message.id, attempts: message.attempts, error };
    if (shutdown.signal.aborted) {
      await store.markRetry(message.id, error, now, owner);
      logger.warn("contact.retry", { ...fields, nextAttemptAt: new Date(now).toISOString() });
    } else if (now >= giveUpAt) {
      if (await store.markFailed(message.id, error, owner)) logger.error("contact.failed", fields);
    } else {
      const delay = Math.max(backoffDelay(message.attempts, settings, random), notBeforeMs);
      const nextAt = Math.min(now + delay, giveUpAt);
      if (await store.markRetry(message.id, error, nextAt, owner)) {
        logger.warn("contact.retry", { ...fields, nextAttemptAt: new Date(nextAt).toISOString() });
      }
    }
  }

  async function attempt(message: StoredMessage) {
    const started = Date.now();
    let outcome: AttemptOutcome;
    try {
      outcome = await postToWebhook(message, settings, shutdown.signal);
    } catch (error) {
      await settle(message, describeError(error, settings.attemptTimeoutMs));
      return;
    }
    if (outcome.kind === "delivered") {
      await store.markDelivered(message.id);
      logger.info("contact.delivered", {
        id: message.id,
        attempts: message.attempts,
        status: outcome.status,
        ms: Date.now() - started,
      });
    } else if (outcome.kind === "gone") {
      if (await store.markFailed(message.id, outcome.error, owner)) {
        logger.error("contact.failed", {
          id: message.id,
          attempts: message.attempts,
          error: outcome.error,
        });
      }
    } else {
      await settle(message, outcome.error, outcome.notBeforeMs);
    }
  }

  async function run() {
    while (!closing) {
      try {
        const message = await store.claimDue(owner, Date.now(), leaseMs);
        if (message) {
          await attempt(message);
          continue;
        }
        const due = await store.nextDueAt();
        const delay = due === undefined ? settings.pollIntervalMs : due - Date.now();
        await sleep(Math.min(delay, settings.pollIntervalMs));
      } catch (error) {
        // The database is busy or gone: the lease expires on its own and the message is retried.
        logger.error("contact.worker_error", { error: describeError(error, 0) });
        await sleep(settings.pollIntervalMs);
      }
    }
  }

  const running = run();

  return {
    owner,
    wake,
    async close() {
      if (!closing) {
        closing = true;
        wake();
      }
      const grace = setTimeout(() => shutdown.abort(), closeGraceMs);
      await running;
      clearTimeout(grace);
    },
  };
}
