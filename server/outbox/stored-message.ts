import { z } from "zod";

import type { ContactMessage } from "~/lib/contact-schema";

export type MessageState = "pending" | "delivered" | "failed" | "held";

export const messageStates = ["pending", "delivered", "failed", "held"] as const;

export function isMessageState(value: unknown): value is MessageState {
  return messageStates.some((state) => state === value);
}

// The reason is kept as a string: it was validated before it was stored, and a row edited by hand
// must still be listed and delivered.
export type StoredMessage = Omit<ContactMessage, "reason"> & {
  reason: string;
  id: string;
  createdAt: number;
  /** When the current delivery period began: receipt, or the owner's release or retry. */
  queuedAt: number;
  state: MessageState;
  heldCause: string | null;
  /** `visitor`, or `relay` for the relay's own notices to the owner (the flood guard's). */
  origin: string;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: number | null;
  leaseOwner: string | null;
  leaseUntil: number | null;
};

function field(row: object, key: string): unknown {
  return Reflect.get(row, key);
}

function text(row: object, key: string): string {
  const value = field(row, key);
  return typeof value === "string" ? value : "";
}

function count(row: object, key: string): number {
  const value = field(row, key);
  return typeof value === "number" ? value : 0;
}

function optionalText(row: object, key: string): string | null {
  const value = field(row, key);
  return typeof value === "string" ? value : null;
}

function optionalCount(row: object, key: string): number | null {
  const value = field(row, key);
  return typeof value === "number" ? value : null;
}

/** A row of the messages table (of any schema version the owner's CLI may meet) as a message. */
export function toStoredMessage(row: unknown): StoredMessage {
  if (typeof row !== "object" || row === null) throw new Error("unexpected row in messages");
  const state = field(row, "state");
  if (!isMessageState(state)) throw new Error("unexpected state in the messages table");
  const createdAt = count(row, "created_at");
  return {
    id: text(row, "id"),
    createdAt,
    queuedAt: optionalCount(row, "queued_at") ?? createdAt,
    name: text(row, "name"),
    email: text(row, "email"),
    reason: text(row, "reason"),
    message: text(row, "message"),
    state,
    heldCause: optionalText(row, "held_cause"),
    origin: optionalText(row, "origin") ?? "visitor",
    attempts: count(row, "attempts"),
    nextAttemptAt: count(row, "next_attempt_at"),
    lastError: optionalText(row, "last_error"),
    deliveredAt: optionalCount(row, "delivered_at"),
    leaseOwner: optionalText(row, "lease_owner"),
    leaseUntil: optionalCount(row, "lease_until"),
  };
}

// PostgreSQL returns BIGINT columns as strings (they may exceed a double), so times are coerced.
const millis = z.coerce.number().int();

/** A row of the PostgreSQL outbox table, checked as it comes out of the database. */
export const PostgresRowSchema = z
  .object({
    id: z.string(),
    created_at: millis,
    queued_at: millis,
    name: z.string(),
    email: z.string(),
    reason: z.string(),
    message: z.string(),
    state: z.enum(messageStates),
    held_cause: z.string().nullable(),
    origin: z.string(),
    attempts: z.number().int(),
    next_attempt_at: millis,
    last_error: z.string().nullable(),
    delivered_at: millis.nullable(),
    lease_owner: z.string().nullable(),
    lease_until: millis.nullable(),
  })
  .transform((row): StoredMessage => ({
    id: row.id,
    createdAt: row.created_at,
    queuedAt: row.queued_at,
    name: row.name,
    email: row.email,
    reason: row.reason,
    message: row.message,
    state: row.state,
    heldCause: row.held_cause,
    origin: row.origin,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    leaseOwner: row.lease_owner,
    leaseUntil: row.lease_until,
  }));
