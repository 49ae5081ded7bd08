import type { ContactMessage } from "#app/lib/contact-schema.ts";

import type { NewMessage } from "./store";

// The flood guard's decision for one batch of new messages, the same on both stores. Each store
// counts, inside the transaction that inserts the batch, what the last hour holds: messages passed
// on to the owner, and whether one was already held for a flood. The first message held after an
// hour without one begins a flood, and only that one brings a notice for the owner: one per flood.

export type HourSoFar = {
  /** Visitors' messages in the last hour that were not held on arrival. */
  passedOn: number;
  /** A message was held by the flood guard in the last hour. */
  flooding: boolean;
};

export type Decided = { message: NewMessage; startedFlood: boolean };

export function applyFloodGuard(
  messages: readonly NewMessage[],
  hour: HourSoFar,
  floodPerHour: number | undefined,
): Decided[] {
  let { passedOn, flooding } = hour;
  return messages.map((message) => {
    if (message.heldCause !== undefined || floodPerHour === undefined) {
      return { message, startedFlood: false };
    }
    if (passedOn < floodPerHour) {
      passedOn += 1;
      return { message, startedFlood: false };
    }
    const startedFlood = !flooding;
    flooding = true;
    return { message: { ...message, heldCause: "flood" }, startedFlood };
  });
}

/**
 * The owner's notice that a flood began, delivered like a message (the webhook's body stays
 * `{name, email, reason, message}`), from the relay itself: `.invalid` is a domain that never exists.
 */
export function floodNotice(floodPerHour: number, now: number): ContactMessage {
  return {
    name: "Contact relay",
    email: "flood-guard@relay.invalid",
    reason: "other",
    message: [
      `More than ${floodPerHour} messages arrived in the hour before ${new Date(now).toISOString()}.`,
      "Further ones are kept, held with cause flood, and not sent to you until you release them;",
      "this is the only notice until an hour passes without one held.",
      "See how many: GET /healthz (flood.held), or `npm run messages -- --state held`.",
      "Send them all: `npm run messages -- release --cause flood`.",
    ].join("\n"),
  };
}
