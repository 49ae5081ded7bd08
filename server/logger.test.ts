// @vitest-environment node
import { describe, expect, it } from "vitest";

import { createLogger, REDACTED } from "./logger";

function capture() {
  const lines: string[] = [];
  const logger = createLogger((line) => lines.push(line));
  return { lines, logger, parsed: () => lines.map((line): unknown => JSON.parse(line)) };
}

describe("createLogger", () => {
  it("writes one JSON line per event with time, level and fields", () => {
    const { lines, logger, parsed } = capture();
    logger.info("contact.accepted", { id: "abc" });
    logger.warn("contact.retry", { attempts: 2 });
    logger.error("contact.failed");
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => !line.includes("\n"))).toBe(true);
    expect(parsed()).toEqual([
      { time: expect.any(String), level: "info", event: "contact.accepted", id: "abc" },
      { time: expect.any(String), level: "warn", event: "contact.retry", attempts: 2 },
      { time: expect.any(String), level: "error", event: "contact.failed" },
    ]);
    const first = parsed()[0];
    if (typeof first === "object" && first !== null && "time" in first) {
      expect(new Date(String(first.time)).toISOString()).toBe(first.time);
    }
  });

  it("serializes errors as name and message", () => {
    const { logger, parsed } = capture();
    logger.error("boom", { error: new TypeError("bad thing") });
    expect(parsed()[0]).toMatchObject({ error: { name: "TypeError", message: "bad thing" } });
  });

  it("never prints a redacted secret, in any field or nesting", () => {
    const { lines, logger } = capture();
    const token = 'tok-"quoted"\\slash-s3cr3t';
    logger.redact(token);
    logger.redact(undefined);
    logger.info("a", { token });
    logger.warn("b", { nested: { deep: [`Authorization: ${token}`] } });
    logger.error("c", { error: new Error(`failed with ${token}`) });
    logger.info(`event-${token}`);
    for (const line of lines) {
      expect(line).not.toContain("s3cr3t");
      expect(line).toContain(REDACTED);
      expect(() => JSON.parse(line)).not.toThrow();
    }
  });

  it("survives values JSON cannot represent", () => {
    const { logger, parsed } = capture();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    logger.info("odd", { big: 10n, circular });
    expect(parsed()[0]).toMatchObject({ event: "odd", unserializable: true });
  });
});
