// @vitest-environment node
import { describe, expect, it } from "vitest";

import { clientAddress, createRateLimiter, normalizeAddress } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows `limit` requests per window, then tells when to come back", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    expect(limiter.take("a", 0).ok).toBe(true);
    expect(limiter.take("a", 4_000).ok).toBe(true);
    expect(limiter.take("a", 5_000)).toEqual({ ok: false, retryAfterSeconds: 5 });
    expect(limiter.take("b", 5_000).ok).toBe(true);
    expect(limiter.take("a", 9_999)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.take("a", 10_000).ok).toBe(true);
    expect(limiter.take("a", 10_001)).toEqual({ ok: false, retryAfterSeconds: 4 });
  });

  it("gives a released slot back", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 });
    const first = limiter.take("a", 0);
    expect(limiter.take("a", 1).ok).toBe(false);
    if (first.ok) first.release();
    expect(limiter.take("a", 2).ok).toBe(true);
  });

  it("forgets clients whose window passed", () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 1000 });
    for (let i = 0; i < 100; i += 1) limiter.take(`client-${i}`, 0);
    expect(limiter.size).toBe(100);
    limiter.take("late", 5000);
    expect(limiter.size).toBe(1);
  });

  it("remembers at most `maxKeys` clients, forgetting the one seen least recently", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3 });
    limiter.take("a", 0);
    limiter.take("b", 1);
    limiter.take("c", 2);
    expect(limiter.take("a", 3).ok).toBe(false);
    expect(limiter.size).toBe(3);
    for (let i = 0; i < 1000; i += 1) limiter.take(`spoofed-${i}`, 10 + i);
    expect(limiter.size).toBe(3);
    // The flood pushed the real clients out: bounded memory matters more than their state.
    expect(limiter.take("c", 2000).ok).toBe(true);
  });
});

describe("clientAddress", () => {
  it("uses the socket's peer when no proxy is trusted", () => {
    expect(clientAddress("198.51.100.7", "203.0.113.1", 0)).toBe("198.51.100.7");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("takes the n-th address from the right of X-Forwarded-For", () => {
    const header = "10.0.0.1, 203.0.113.9, 198.51.100.2";
    expect(clientAddress("127.0.0.1", header, 1)).toBe("198.51.100.2");
    expect(clientAddress("127.0.0.1", header, 2)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", header, 3)).toBe("10.0.0.1");
    expect(clientAddress("127.0.0.1", header, 9)).toBe("10.0.0.1");
  });

  it("falls back to the socket when the header is missing or not an address", () => {
    expect(clientAddress("127.0.0.1", undefined, 1)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "evil, <script>", 1)).toBe("127.0.0.1");
  });

  it("normalizes addresses", () => {
    expect(normalizeAddress("::ffff:192.0.2.4")).toBe("192.0.2.4");
    expect(normalizeAddress("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(normalizeAddress("::1")).toBe("0:0:0:0::/64");
    expect(normalizeAddress("192.0.2.4")).toBe("192.0.2.4");
  });
});
