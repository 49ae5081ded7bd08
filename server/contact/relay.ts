import type { HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";

import type { Logger } from "../logger";
import { createLogger } from "../logger";
import { createGroupCommit } from "../outbox/group-commit";
import type { AnyStore } from "../outbox/open-store";
import { openStore } from "../outbox/open-store";
import type { Outbox } from "../outbox/outbox";
import type { SqliteStore } from "../outbox/sqlite-store";
import { openSqliteStore } from "../outbox/sqlite-store";
import type { DeliveryWorker } from "./delivery";
import { createDeliveryWorker } from "./delivery";
import { type ContactFormPage, createContactFormPage } from "./form-page";
import { createRejectionLog } from "./rejection-log";
import { createContactRoutes } from "./routes";
import type { ContactSettings } from "./settings";

// The contact relay: settings, store, router, delivery worker and retention, wired together. The
// site's app mounts `router` at /api/contact, answers /healthz with `health()` and calls `close()`
// on shutdown. `openContactRelay` opens the store the settings name (SQLite or PostgreSQL);
// `createContactRelay` is the SQLite relay, synchronously, for tests.

type RelayHealth = {
  ok: boolean;
  /** Why the outbox cannot take a message now, when it cannot. */
  error?: string;
  pending?: number;
  held?: number;
  failed?: number;
  oldestPendingSeconds?: number | null;
  /** The flood guard: holding now (a message held for a flood in the last hour), and how many. */
  flood?: { active: boolean; held: number };
};

// Retention runs at start and then this often; messages are deleted by age, so an hour late is fine.
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

type RelayOn<S extends AnyStore> = {
  router: Hono<{ Bindings: HttpBindings }>;
  settings: ContactSettings;
  store: S;
  /** Undefined when no webhook is configured: messages then stay in the database. */
  worker: DeliveryWorker | undefined;
  /** Whether the outbox takes a write now, and what waits in it. */
  health(now?: number): Promise<RelayHealth>;
  /** Deletes delivered and held messages past their retention; resolves with how many went. */
  purge(now?: number): Promise<{ delivered: number; held: number }>;
  close(): Promise<void>;
};

export type ContactRelay = RelayOn<AnyStore>;

/** The relay on SQLite, with the synchronous outbox underneath (for tests). */
export type SqliteContactRelay = RelayOn<SqliteStore> & { outbox: Outbox };

type RelayOptions = {
  settings: ContactSettings;
  logger?: Logger;
  /** The answer page to forms sent without JavaScript (its stylesheet comes from the build). */
  formPage?: ContactFormPage;
};

function prepareLogger(options: RelayOptions) {
  const logger = options.logger ?? createLogger();
  const { settings } = options;
  logger.redact(settings.webhookToken);
  logger.redact(settings.webhookUrl);
  logger.redact(settings.databaseUrl);
  if (settings.databaseUrl !== undefined) {
    logger.redact(decodeURIComponent(new URL(settings.databaseUrl).password) || undefined);
  }
  return logger;
}

function storeEvents(logger: Logger) {
  return {
    onRescue: ({ file, error }: { file: string; error?: unknown }) => {
      if (error) logger.error("contact.outbox_lost", { file, error });
      else logger.error("contact.outbox_restored", { file });
    },
    onConnectionError: (error: Error) => logger.error("contact.database_error", { error }),
  };
}

function assemble<S extends AnyStore>(store: S, options: RelayOptions, logger: Logger) {
  const { settings } = options;
  const { webhookUrl } = settings;
  let worker: DeliveryWorker | undefined;
  if (webhookUrl === undefined) {
    logger.warn("contact.delivery_disabled", {
      reason: "CONTACT_WEBHOOK_URL is not set; messages stay in the database",
    });
  } else {
    worker = createDeliveryWorker({ store, settings: { ...settings, webhookUrl }, logger });
    logger.info("contact.delivery_started", {
      webhookHost: new URL(webhookUrl).host,
      owner: worker.owner,
      authorization: settings.webhookToken === undefined ? "none" : "token",
    });
  }

  const commit = createGroupCommit(store, { floodPerHour: settings.floodPerHour });
  async function enqueue(...args: Parameters<typeof commit>) {
    const stored = await commit(...args);
    // Held by the flood guard: the routes saw no spam signal, so it is said here.
    if (stored.heldCause === "flood") {
      logger.info("contact.held", { id: stored.id, cause: "flood" });
      if (stored.startedFlood) {
        logger.warn("contact.flood_started", { floodPerHour: settings.floodPerHour });
        worker?.wake();
      }
    }
    return stored.id;
  }

  const rejections = createRejectionLog(logger);
  const router = createContactRoutes({
    settings,
    enqueue,
    logger,
    rejections,
    onAccepted: () => worker?.wake(),
    formPage: options.formPage ?? createContactFormPage(undefined),
  });

  async function purge(now = Date.now()) {
    const removed = await store.purge({
      deliveredBefore: now - settings.deliveredRetentionMs,
      heldBefore: now - settings.heldRetentionMs,
    });
    if (removed.delivered > 0 || removed.held > 0) logger.info("contact.purged", removed);
    return removed;
  }

  function purgeQuietly() {
    purge().catch((error: unknown) => logger.error("contact.purge_failed", { error }));
  }
  purgeQuietly();
  const purgeTimer = setInterval(purgeQuietly, PURGE_INTERVAL_MS);
  purgeTimer.unref();

  // Logged when health changes, not on every probe: /healthz is public and may be polled often.
  let healthy = true;
  let closing: Promise<void> | undefined;
  const relay: RelayOn<S> = {
    router,
    settings,
    store,
    worker,
    purge,
    async health(now = Date.now()) {
      try {
        await store.probe();
        const { pending, held, failed, oldestPendingAt, floodActive, floodHeld } =
          await store.stats(now);
        const oldestPendingSeconds =
          oldestPendingAt === undefined ? null : Math.round((now - oldestPendingAt) / 1000);
        if (!healthy) logger.info("contact.healthy", {});
        healthy = true;
        const flood = { active: floodActive, held: floodHeld };
        return { ok: true, pending, held, failed, oldestPendingSeconds, flood };
      } catch (error) {
        if (healthy) logger.error("contact.unhealthy", { error });
        healthy = false;
        // The details (paths, the database's words) stay in the log; the public answer says what failed.
        return { ok: false, error: "the outbox cannot take a message" };
      }
    },
    close() {
      closing ??= (async () => {
        clearInterval(purgeTimer);
        rejections.close();
        await worker?.close();
        await store.close();
      })();
      return closing;
    },
  };
  return relay;
}

/** The relay on the store its settings name: PostgreSQL with DATABASE_URL, else SQLite. */
export async function openContactRelay(options: RelayOptions): Promise<ContactRelay> {
  const logger = prepareLogger(options);
  const store = await openStore(options.settings, storeEvents(logger));
  logger.info("contact.store", { kind: store.kind, location: store.location });
  return assemble(store, options, logger);
}

/** The relay on SQLite under DATA_DIR, opened synchronously; DATABASE_URL is not read. */
export function createContactRelay(options: RelayOptions): SqliteContactRelay {
  const logger = prepareLogger(options);
  const { settings } = options;
  const store = openSqliteStore({
    dataDir: settings.dataDir,
    maxBytes: settings.maxDatabaseBytes,
    onRescue: storeEvents(logger).onRescue,
  });
  return { ...assemble(store, options, logger), outbox: store.outbox };
}
