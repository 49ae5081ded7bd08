import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { createLogger } from "./logger";
import { stopOnSignals } from "./stop-on-signals";

function setUp(server: { close(callback: () => void): unknown }) {
  const events: string[] = [];
  const logger = createLogger((line) => {
    const { event } = z.object({ event: z.string() }).parse(JSON.parse(line));
    events.push(event);
  });
  const exit = vi.fn<(code: number) => void>();
  const close = vi.fn(async () => {
    events.push("relay closed");
  });
  const stop = stopOnSignals(server, { logger, name: "server", close, graceMs: 1000, exit });
  return { events, exit, close, stop };
}

const signals = ["SIGTERM", "SIGINT"] as const;
const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));

afterEach(() => {
  vi.useRealTimers();
  // Only the handlers these tests added: the test runner has its own.
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
});

describe("stopOnSignals", () => {
  it("lets the server finish its requests, then closes the relay and exits 0, once", async () => {
    let finishRequests = () => {};
    const server = { close: vi.fn((done: () => void) => (finishRequests = done)) };
    const { events, exit, close, stop } = setUp(server);
    stop("SIGTERM");
    stop("SIGINT");
    expect(server.close).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
    finishRequests();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(events).toEqual(["server.stopping", "relay closed", "server.stopped"]);
  });

  it.each(signals)("stops on %s", async (signal) => {
    const { exit } = setUp({ close: (done) => done() });
    // Called directly: emitting the signal would reach the test runner's own handlers too.
    const added = process.listeners(signal).filter((l) => !before.get(signal)?.includes(l));
    expect(added).toHaveLength(1);
    added[0]?.(signal);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });

  it("exits with a failure once the grace period is over", () => {
    vi.useFakeTimers();
    const { exit, stop } = setUp({ close: () => undefined });
    stop("SIGTERM");
    vi.advanceTimersByTime(999);
    expect(exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledWith(1);
  });
});
