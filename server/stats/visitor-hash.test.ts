import { describe, expect, it } from "vitest";

import { createVisitorHasher, dayOf } from "./visitor-hash";

const day = Date.parse("2026-11-28T10:00:00Z");
const nextDay = Date.parse("2026-11-29T00:00:01Z");

describe("the visitor hash", () => {
  it("is the same for one address and user agent within a UTC day", () => {
    const hasher = createVisitorHasher();
    const first = hasher.hash("192.0.2.1", "UA", day);
    expect(hasher.hash("192.0.2.1", "UA", day + 3_600_000)).toBe(first);
    expect(hasher.hash("192.0.2.2", "UA", day)).not.toBe(first);
    expect(hasher.hash("192.0.2.1", "UA2", day)).not.toBe(first);
  });

  it("changes with the day: yesterday's visitor cannot be found today", () => {
    const hasher = createVisitorHasher();
    const today = hasher.hash("192.0.2.1", "UA", day);
    expect(hasher.hash("192.0.2.1", "UA", nextDay)).not.toBe(today);
  });

  it("draws a new random salt each day and per process, and holds neither input", () => {
    const salts: number[] = [];
    const hasher = createVisitorHasher((size) => {
      salts.push(size);
      return Buffer.alloc(size, salts.length);
    });
    const a = hasher.hash("192.0.2.1", "UA", day);
    hasher.hash("192.0.2.1", "UA", day);
    hasher.hash("192.0.2.1", "UA", nextDay);
    expect(salts).toEqual([32, 32]);
    expect(a).not.toContain("192");
    expect(createVisitorHasher().hash("192.0.2.1", "UA", day)).not.toBe(
      createVisitorHasher().hash("192.0.2.1", "UA", day),
    );
  });

  it("names days in UTC", () => {
    expect(dayOf(Date.parse("2026-11-28T23:59:59-05:00"))).toBe("2026-11-29");
  });
});
