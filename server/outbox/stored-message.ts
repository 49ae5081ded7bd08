import { z } from "zod";

import type { ContactMessage } from "#app/lib/contact-schema.ts";

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

// A time in milliseconds. PostgreSQL returns BIGINT columns as strings (they may exceed a double),
// so times are coerced; SQLite returns numbers.
const millis = z.coerce.number().int();

/**
 * A row of the messages table, from SQLite or PostgreSQL, as a message. The owner's CLI also reads
 * SQLite databases the server has not upgraded yet (migrations.ts), so the columns later versions
 * added have the values the migrations give old rows.
 */
const MessageRowSchema = z
  .object({
    id: z.string(),
    created_at: millis,
    // Version 2: a new delivery period begins at receipt.
    queued_at: millis.optional(),
    name: z.string(),
    email: z.string(),
    reason: z.string(),
    message: z.string(),
    state: z.enum(messageStates),
    // Version 2: nothing was held before.
    held_cause: z.string().nullable().default(null),
    // Version 3: every earlier message came from a visitor.
    origin: z.string().default("visitor"),
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
    queuedAt: row.queued_at ?? row.created_at,
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

/** Reads one row of the messages table; throws, naming the column, on a row of another shape. */
export function toStoredMessage(row: unknown): StoredMessage {
  const parsed = MessageRowSchema.safeParse(row);
  if (parsed.success) return parsed.data;
  throw new Error(`unexpected row in the messages table: ${z.prettifyError(parsed.error)}`);
}
