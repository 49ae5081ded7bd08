import { createHash, type Hash, randomBytes } from "node:crypto";

// Daily visitors without keeping anyone's address (Plausible's method): a visitor is the SHA-256
// hash of a random salt, the address and the user agent; this process draws the salt each UTC day
// and keeps it in memory only. The salt of a past day is dropped at the first view of the next, so
// nobody (the owner included) can tell whether yesterday's visitor came back today. A restart draws
// a new salt, and each instance draws its own: a visitor seen before a restart, or by two instances
// of one PostgreSQL deployment, counts twice that day (ADR 24).

const DAY_MS = 24 * 60 * 60 * 1000;
// The day of the last call, and the times it spans: every view asks, and nearly always the same day.
let known = { from: 0, to: 0, day: "" };

/** A UTC day, as stored: "2026-11-28". */
export function dayOf(now: number): string {
  if (now >= known.from && now < known.to) return known.day;
  const from = Math.floor(now / DAY_MS) * DAY_MS;
  known = { from, to: from + DAY_MS, day: new Date(from).toISOString().slice(0, 10) };
  return known.day;
}

export type VisitorHasher = {
  /** The visitor's hash for the day of `now` (a new salt once the day has changed). */
  hash(address: string, userAgent: string, now: number): string;
};

export function createVisitorHasher(random: (size: number) => Buffer = randomBytes): VisitorHasher {
  let day = "";
  // SHA-256 that has taken in the day's salt: each visitor's hash continues a copy of it, which
  // costs half of a fresh HMAC (a salted hash suffices: nobody without the salt can link or test it).
  let salted: Hash = createHash("sha256");
  return {
    hash(address, userAgent, now) {
      const today = dayOf(now);
      if (today !== day) {
        day = today;
        salted = createHash("sha256").update(random(32));
      }
      // 96 bits: no two of a day's visitors collide in practice.
      return salted.copy().update(`${address}\n${userAgent}`).digest("base64url").slice(0, 16);
    },
  };
}
