// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

import { createLogger } from "../logger";
import { createRejectionLog } from "./rejection-log";

describe("createRejectionLog", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("logs the first rejection of a kind, then one summary per interval", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const log = createRejectionLog(
      createLogger((line) => lines.push(line)),
      1000,
    );
    for (let i = 0; i < 500; i += 1) log.note({ status: 415, error: "unsupported_media_type" });
    log.note({ status: 429, error: "rate_limited" });
    expect(lines).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2] ?? "")).toMatchObject({
      event: "contact.rejected_summary",
      status: 415,
      count: 499,
    });
    // A new interval starts afresh: its first rejection is logged in full again.
    log.note({ status: 415, error: "unsupported_media_type" });
    expect(lines).toHaveLength(4);
    log.close();
  });
});
