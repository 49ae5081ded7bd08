import type { Outbox } from "./outbox";
import { openOutbox } from "./outbox";
import type { MessageStore } from "./store";

// The SQLite outbox behind the store interface. SQLite calls here are synchronous: each call has
// committed by the time it returns, and the promise only adapts it to the shape PostgreSQL needs.

export type SqliteStore = MessageStore & {
  readonly kind: "sqlite";
  /** The synchronous outbox underneath, for tests and maintenance. */
  readonly outbox: Outbox;
};

/** Runs `work` now and hands its result, or its error, over as a promise. */
function settled<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}

export function sqliteStore(outbox: Outbox): SqliteStore {
  return {
    kind: "sqlite",
    outbox,
    location: outbox.file,
    enqueueMany: (messages, options) => settled(() => outbox.store(messages, options)),
    claimDue: (owner, now, leaseMs) => settled(() => outbox.claimDue(owner, now, leaseMs)),
    nextDueAt: () => settled(() => outbox.nextDueAt()),
    markDelivered: (id, now) => settled(() => outbox.markDelivered(id, now)),
    markRetry: (id, error, nextAt, owner) =>
      settled(() => outbox.markRetry(id, error, nextAt, owner)),
    markFailed: (id, error, owner) => settled(() => outbox.markFailed(id, error, owner)),
    release: (id, now) => settled(() => outbox.release(id, now)),
    releaseHeld: (cause, now) => settled(() => outbox.releaseHeld(cause, now)),
    retry: (id, now) => settled(() => outbox.retry(id, now)),
    purge: (limits) => settled(() => outbox.purge(limits)),
    probe: () => settled(() => outbox.probe()),
    stats: (now) => settled(() => outbox.stats(now)),
    get: (id) => settled(() => outbox.get(id)),
    list: () => settled(() => outbox.list()),
    close: () => settled(() => outbox.close()),
  };
}

export function openSqliteStore(options: Parameters<typeof openOutbox>[0]): SqliteStore {
  return sqliteStore(openOutbox(options));
}
