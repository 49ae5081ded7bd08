import type { Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { createLogger } from "../logger.js";
import type { Logger } from "../logger.js";
import { createGroupCommit } from "../outbox/group-commit.js";
import { openOutbox } from "../outbox/outbox.js";
import type { Outbox } from "../outbox/outbox.js";
import { createDeliveryWorker } from "./delivery.js";
import type { DeliveryWorker } from "./delivery.js";
import { createContactRoutes } from "./routes.js";
import { parseContactSettings } from "./settings.js";
import type { ContactSettings } from "./settings.js";

// The contact relay: settings, outbox, router and delivery worker, wired together. The lead's app
// mounts `router` at /api/contact and calls `close()` on shutdown.

export type ContactRelay = {
  router: Hono<{ Bindings: HttpBindings }>;
  settings: ContactSettings;
  outbox: Outbox;
  /** Undefined when no webhook is configured: messages then stay in the database. */
  worker: DeliveryWorker | undefined;
  close(): Promise<void>;
};

export function createContactRelay(options: {
  env: Record<string, string | undefined>;
  logger?: Logger;
}): ContactRelay {
  const logger = options.logger ?? createLogger();
  const settings = parseContactSettings(options.env);
  logger.redact(settings.webhookToken);
  logger.redact(settings.webhookUrl);

  const outbox = openOutbox({ dataDir: settings.dataDir });
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

  const router = createContactRoutes({
    settings,
    enqueue: createGroupCommit(outbox),
    logger,
    onAccepted: () => worker?.wake(),
  });

  let closing: Promise<void> | undefined;
  return {
    router,
    settings,
    outbox,
    worker,
    close() {
      closing ??= (async () => {
        await worker?.close();
        outbox.close();
      })();
      return closing;
    },
  };
}
