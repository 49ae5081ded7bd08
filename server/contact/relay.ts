import type { HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";

import type { Logger } from "../logger";
import { createLogger } from "../logger";
import { createGroupCommit } from "../outbox/group-commit";
import type { Outbox } from "../outbox/outbox";
import { openOutbox } from "../outbox/outbox";
import type { DeliveryWorker } from "./delivery";
import { createDeliveryWorker } from "./delivery";
import { type ContactFormPage, createContactFormPage } from "./form-page";
import { createRejectionLog } from "./rejection-log";
import { createContactRoutes } from "./routes";
import type { ContactSettings } from "./settings";

// The contact relay: settings, outbox, router, delivery worker and retention, wired together. The
// site's app mounts `router` at /api/contact, answers /healthz with `health()` and calls `close()`
// on shutdown.

type RelayHealth = {
  ok: boolean;
  /** Why the outbox cannot take a message now, when it cannot. */
  error?: string;
  pending?: number;
  held?: number;
  failed?: number;
  oldestPendingSeconds?: number | null;
};

// Retention runs at start and then this often; messages are deleted by age, so an hour late is fine.
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export type ContactRelay = {
  router: Hono<{ Bindings: HttpBindings }>;
  settings: ContactSettings;
  outbox: Outbox;
  /** Undefined when no webhook is configured: messages then stay in the database. */
  worker: DeliveryWorker | undefined;
  /** Whether the outbox takes a write now, and what waits in it. */
  health(now?: number): RelayHealth;
  /** Deletes delivered and held messages past their retention; returns how many went. */
  purge(now?: number): { delivered: number; held: number };
  close(): Promise<void>;
};

export function createContactRelay(options: {
  settings: ContactSettings;
  logger?: Logger;
  /** The answer page to forms sent without JavaScript (its stylesheet comes from the build). */
  formPage?: ContactFormPage;
  /** Origins of static copies of the site, whose form posts are answered with links back. */
  allowedOrigins?: readonly string[];
}): ContactRelay {
  const logger = options.logger ?? createLogger();
  const { settings } = options;
  logger.redact(settings.webhookToken);
  logger.redact(settings.webhookUrl);

  const outbox = openOutbox({
    dataDir: settings.dataDir,
    maxBytes: settings.maxDatabaseBytes,
    onRescue: ({ file, error }) => {
      if (error) logger.error("contact.outbox_lost", { file, error });
      else logger.error("contact.outbox_restored", { file });
    },
  });
  const { webhookUrl } = settings;
  let worker: DeliveryWorker | undefined;
  if (webhookUrl === undefined) {
    logger.warn("contact.delivery_disabled", {
      reason: "CONTACT_WEBHOOK_URL is not set; messages stay in the database",
    });
  } else {
    worker = createDeliveryWorker({ outbox, settings: { ...settings, webhookUrl }, logger });
    logger.info("contact.delivery_started", {
      webhookHost: new URL(webhookUrl).host,
      owner: worker.owner,
      authorization: settings.webhookToken === undefined ? "none" : "token",
    });
  }

  const rejections = createRejectionLog(logger);
  const router = createContactRoutes({
    settings,
    enqueue: createGroupCommit(outbox),
    logger,
    rejections,
    onAccepted: () => worker?.wake(),
    formPage: options.formPage ?? createContactFormPage(undefined),
    allowedOrigins: options.allowedOrigins,
  });

  function purge(now = Date.now()) {
    const removed = outbox.purge({
      deliveredBefore: now - settings.deliveredRetentionMs,
      heldBefore: now - settings.heldRetentionMs,
    });
    if (removed.delivered > 0 || removed.held > 0) logger.info("contact.purged", removed);
    return removed;
  }

  function purgeQuietly() {
    try {
      purge();
    } catch (error) {
      logger.error("contact.purge_failed", { error });
    }
  }
  purgeQuietly();
  const purgeTimer = setInterval(purgeQuietly, PURGE_INTERVAL_MS);
  purgeTimer.unref();

  // Logged when health changes, not on every probe: /healthz is public and may be polled often.
  let healthy = true;
  let closing: Promise<void> | undefined;
  return {
    router,
    settings,
    outbox,
    worker,
    purge,
    health(now = Date.now()) {
      try {
        outbox.probe();
        const { pending, held, failed, oldestPendingAt } = outbox.stats();
        const oldestPendingSeconds =
          oldestPendingAt === undefined ? null : Math.round((now - oldestPendingAt) / 1000);
        if (!healthy) logger.info("contact.healthy", {});
        healthy = true;
        return { ok: true, pending, held, failed, oldestPendingSeconds };
      } catch (error) {
        if (healthy) logger.error("contact.unhealthy", { error });
        healthy = false;
        // The details (paths, SQLite's words) stay in the log; the public answer says what failed.
        return { ok: false, error: "the outbox cannot take a message" };
      }
    },
    close() {
      closing ??= (async () => {
        clearInterval(purgeTimer);
        rejections.close();
        await worker?.close();
        outbox.close();
      })();
      return closing;
    },
  };
}
