import type { ContactMessage } from "#app/lib/contact-schema.ts";

import type { StoredMessage } from "./stored-message";

// What the relay needs from a place to keep messages, whichever database holds them: SQLite under
// DATA_DIR (sqlite-store.ts) or PostgreSQL at DATABASE_URL (postgres-store.ts). Every method
// resolves only once its write is committed, so the relay can answer 202 after `enqueueMany`.

/**
 * Why a message was held back from delivery: a filled honeypot, a form sent at machine speed, or
 * more messages in the last hour than the owner's inbox should take (the flood guard).
 */
export type HoldCause = "honeypot" | "too_fast" | "flood";

export type NewMessage = ContactMessage & { heldCause?: HoldCause };

/** How a message was stored: held or not, and whether it began a flood (the owner is told). */
export type Stored = { id: string; heldCause: HoldCause | undefined; startedFlood: boolean };

export type EnqueueOptions = {
  now?: number;
  /**
   * The flood guard: messages to pass on to the owner in any hour, counted across every instance
   * on the database; past it, further ones are held with cause `flood`. Undefined: no guard.
   */
  floodPerHour?: number;
};

export type OutboxStats = {
  pending: number;
  held: number;
  failed: number;
  /** When the oldest pending message was received, if any is pending. */
  oldestPendingAt: number | undefined;
  /** A message was held by the flood guard in the last hour. */
  floodActive: boolean;
  /** Messages held by the flood guard and not yet released. */
  floodHeld: number;
};

export type MessageStore = {
  /** Where the messages are, for logs and the owner's CLI (a file, or a host and database). */
  readonly location: string;
  /** Stores several messages in one transaction: all of them or none. */
  enqueueMany(messages: readonly NewMessage[], options?: EnqueueOptions): Promise<Stored[]>;
  /** Claims the most overdue message whose lease is free, and counts the attempt. */
  claimDue(owner: string, now: number, leaseMs: number): Promise<StoredMessage | undefined>;
  /** When the next message becomes claimable (its due time or the end of its lease), if any. */
  nextDueAt(): Promise<number | undefined>;
  markDelivered(id: string, now?: number): Promise<void>;
  /** False when `owner` no longer holds the lease (another worker took the message over). */
  markRetry(id: string, error: string, nextAt: number, owner?: string): Promise<boolean>;
  markFailed(id: string, error: string, owner?: string): Promise<boolean>;
  /** A held message goes out for delivery; false when there is no held message with that id. */
  release(id: string, now?: number): Promise<boolean>;
  /** Every held message with this cause goes out for delivery; resolves with how many. */
  releaseHeld(cause: string, now?: number): Promise<number>;
  /** A failed message gets a new delivery period; false when there is no failed one with that id. */
  retry(id: string, now?: number): Promise<boolean>;
  /** Deletes delivered messages delivered before, and held ones received before, the given times. */
  purge(limits: {
    deliveredBefore: number;
    heldBefore: number;
  }): Promise<{ delivered: number; held: number }>;
  /** Rejects unless a message could be written now (space left under the cap, writable). */
  probe(): Promise<void>;
  stats(now?: number): Promise<OutboxStats>;
  get(id: string): Promise<StoredMessage | undefined>;
  /** Every message in arrival order: by receipt time, then by insertion within one millisecond. */
  list(): Promise<StoredMessage[]>;
  close(): Promise<void>;
};

/** The flood guard's window: a rolling hour. */
export const FLOOD_WINDOW_MS = 60 * 60 * 1000;
