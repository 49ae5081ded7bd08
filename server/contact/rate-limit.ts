import { isIP } from "node:net";

// A sliding-window log per client, in memory: at most `limit` accepted messages in any window of
// `windowMs`. A message takes a slot before it is checked and gives it back unless it is stored
// (accept-message.ts), so only accepted messages (stored, or held as spam) count, and parallel
// requests cannot overshoot the limit. Keys whose slots have all expired are swept once per
// window, and at most `maxKeys` clients are remembered: a new one pushes out the one seen least
// recently, so a flood of spoofed addresses costs a bounded amount of memory.

type RateLimitDecision =
  { ok: true; release: () => void } | { ok: false; retryAfterSeconds: number };

export type RateLimiter = {
  take(key: string, now?: number): RateLimitDecision;
  readonly size: number;
};

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const { limit, windowMs, maxKeys = 10_000 } = options;
  const slots = new Map<string, number[]>();
  let lastSweep = 0;

  function prune(times: number[], now: number) {
    const firstLive = times.findIndex((time) => time > now - windowMs);
    times.splice(0, firstLive === -1 ? times.length : firstLive);
  }

  function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of slots) {
      prune(times, now);
      if (times.length === 0) slots.delete(key);
    }
  }

  return {
    take(key, now = Date.now()) {
      sweep(now);
      const times = slots.get(key) ?? [];
      prune(times, now);
      const oldest = times[0];
      if (times.length >= limit && oldest !== undefined) {
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      times.push(now);
      // Map order is insertion order: re-inserting keeps the least recently seen key first.
      slots.delete(key);
      if (slots.size >= maxKeys) {
        const oldest = slots.keys().next();
        if (!oldest.done) slots.delete(oldest.value);
      }
      slots.set(key, times);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          const index = times.lastIndexOf(now);
          if (index !== -1) times.splice(index, 1);
          if (times.length === 0 && slots.get(key) === times) slots.delete(key);
        },
      };
    },
    get size() {
      return slots.size;
    },
  };
}

/** IPv4-mapped IPv6 becomes IPv4; IPv6 is grouped by /64, the block one host usually holds. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = address.includes("::") && tail !== "" ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The client's address: the socket's peer, or, behind `hops` trusted proxies that each append the
 * address they saw to X-Forwarded-For, the `hops`-th entry from the right. When the header has fewer
 * entries than that, the leftmost one is the farthest address we know; entries that are not IP
 * addresses are ignored in favour of the socket's peer.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  hops: number,
): string {
  const socket = socketAddress ?? "unknown";
  if (hops <= 0) return normalizeAddress(socket);
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const candidate = chain[Math.max(chain.length - hops, 0)];
  if (candidate === undefined || isIP(candidate) === 0) return normalizeAddress(socket);
  return normalizeAddress(candidate);
}
