import { describe, expect, it, vi } from "vitest";

import { createLogger } from "../logger";
import type { NewMessage } from "../outbox/store";
import { createAcceptMessage } from "./accept-message";

const valid = {
  name: " Ada Lovelace ",
  email: "ada@example.com",
  reason: "consulting",
  message: "Could you look at my engine?",
  website: "",
  elapsedMs: 12_000,
};

function acceptor({ rateLimit = 5, fails = false } = {}) {
  const lines: string[] = [];
  const stored: NewMessage[] = [];
  const onAccepted = vi.fn();
  const acceptMessage = createAcceptMessage({
    settings: { rateLimit, rateLimitMaxClients: 100, rateWindowMs: 600_000, minFillMs: 1000 },
    enqueue: (message) => {
      if (fails) throw new Error("the disk is full");
      stored.push(message);
      return `id-${stored.length}`;
    },
    logger: createLogger((line) => lines.push(line)),
    onAccepted,
  });
  const events = () => lines.map((line): unknown => JSON.parse(line));
  return { acceptMessage, stored, onAccepted, events };
}

describe("acceptMessage", () => {
  it("stores a valid message as the schema normalizes it, and passes it on", async () => {
    const { acceptMessage, stored, onAccepted, events } = acceptor();
    expect(await acceptMessage(valid, "192.0.2.1")).toEqual({ outcome: "stored", id: "id-1" });
    expect(stored).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        reason: "consulting",
        message: "Could you look at my engine?",
        heldCause: undefined,
      },
    ]);
    expect(onAccepted).toHaveBeenCalledWith("id-1");
    expect(events()).toContainEqual(
      expect.objectContaining({ event: "contact.accepted", id: "id-1", reason: "consulting" }),
    );
  });

  it("stores a message with a spam signal too, held and not passed on", async () => {
    const { acceptMessage, stored, onAccepted, events } = acceptor();
    const honeypot = await acceptMessage({ ...valid, website: "https://spam.example" }, "a");
    const tooFast = await acceptMessage({ ...valid, elapsedMs: 200 }, "a");
    // A form posted without JavaScript has no fill time, and is not held for lacking one.
    const noFillTime = await acceptMessage({ ...valid, elapsedMs: undefined }, "a");
    expect([honeypot, tooFast, noFillTime].map((acceptance) => acceptance.outcome)).toEqual([
      "stored",
      "stored",
      "stored",
    ]);
    expect(stored.map((message) => message.heldCause)).toEqual(["honeypot", "too_fast", undefined]);
    expect(onAccepted).toHaveBeenCalledTimes(1);
    expect(events()).toContainEqual(
      expect.objectContaining({ event: "contact.held", id: "id-1", cause: "honeypot" }),
    );
  });

  it("refuses an invalid message with a code per field, storing nothing and counting nothing", async () => {
    const { acceptMessage, stored } = acceptor({ rateLimit: 1 });
    expect(await acceptMessage({ ...valid, name: " ", email: "ada@" }, "a")).toEqual({
      outcome: "invalid",
      errors: { name: "required", email: "invalid" },
    });
    expect(stored).toEqual([]);
    expect((await acceptMessage(valid, "a")).outcome).toBe("stored");
  });

  it("limits each client to its stored messages per window, and says when to come back", async () => {
    const { acceptMessage, stored } = acceptor({ rateLimit: 1 });
    expect((await acceptMessage(valid, "a")).outcome).toBe("stored");
    const limited = await acceptMessage(valid, "a");
    expect(limited).toEqual({ outcome: "limited", retryAfterSeconds: expect.any(Number) });
    expect(limited.outcome === "limited" && limited.retryAfterSeconds).toBeGreaterThan(590);
    expect((await acceptMessage(valid, "b")).outcome).toBe("stored");
    expect(stored).toHaveLength(2);
  });

  it("answers unavailable when the outbox cannot take the message, and gives the slot back", async () => {
    const { acceptMessage, onAccepted, events } = acceptor({ rateLimit: 1, fails: true });
    expect(await acceptMessage(valid, "a")).toEqual({ outcome: "unavailable" });
    expect(await acceptMessage(valid, "a")).toEqual({ outcome: "unavailable" });
    expect(onAccepted).not.toHaveBeenCalled();
    expect(events()).toContainEqual(
      expect.objectContaining({ event: "contact.unavailable", level: "error" }),
    );
  });
});
