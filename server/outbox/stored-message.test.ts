import { describe, expect, it } from "vitest";

import { toStoredMessage } from "./stored-message";

// A row as schema version 1 stored it: no queued_at, held_cause or origin yet.
const versionOneRow = {
  id: "old-1",
  created_at: 1000,
  name: "Ada",
  email: "ada@example.com",
  reason: "general",
  message: "Hi",
  state: "failed",
  attempts: 3,
  next_attempt_at: 5000,
  last_error: "HTTP 500",
  delivered_at: null,
  lease_owner: null,
  lease_until: null,
};

describe("toStoredMessage", () => {
  it("gives the columns later schema versions added the values the migrations give old rows", () => {
    expect(toStoredMessage(versionOneRow)).toEqual({
      id: "old-1",
      createdAt: 1000,
      queuedAt: 1000,
      name: "Ada",
      email: "ada@example.com",
      reason: "general",
      message: "Hi",
      state: "failed",
      heldCause: null,
      origin: "visitor",
      attempts: 3,
      nextAttemptAt: 5000,
      lastError: "HTTP 500",
      deliveredAt: null,
      leaseOwner: null,
      leaseUntil: null,
    });
  });

  it("reads PostgreSQL's BIGINT strings as numbers and ignores its sequence column", () => {
    const stored = toStoredMessage({
      ...versionOneRow,
      seq: "7",
      created_at: "1000",
      queued_at: "2000",
      next_attempt_at: "5000",
      lease_until: "9000",
      held_cause: "honeypot",
      origin: "relay",
      state: "held",
    });
    expect(stored).toMatchObject({
      createdAt: 1000,
      queuedAt: 2000,
      nextAttemptAt: 5000,
      leaseUntil: 9000,
      heldCause: "honeypot",
      origin: "relay",
      state: "held",
    });
    expect(stored).not.toHaveProperty("seq");
  });

  it("refuses a row of another shape, naming the column", () => {
    expect(() => toStoredMessage({ ...versionOneRow, state: "lost" })).toThrow(/state/);
    expect(() => toStoredMessage({ ...versionOneRow, name: null })).toThrow(/name/);
    expect(() => toStoredMessage(undefined)).toThrow(/unexpected row in the messages table/);
  });
});
