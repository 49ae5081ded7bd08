// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { keyHistoryEntry } from "./history-key";

function historyState(): unknown {
  return window.history.state;
}

describe("keyHistoryEntry", () => {
  beforeEach(() => window.history.replaceState(null, ""));

  it("gives an entry without a key one, keeping what its state holds", () => {
    window.history.replaceState({ idx: 3 }, "");
    keyHistoryEntry();
    expect(historyState()).toEqual({ idx: 3, key: expect.stringMatching(/^[0-9a-z]{4,}$/) });
  });

  it("keys an entry with no state at all, each with a key of its own", () => {
    keyHistoryEntry();
    const first = historyState();
    window.history.replaceState(null, "");
    keyHistoryEntry();
    expect(first).toEqual({ key: expect.any(String) });
    expect(historyState()).not.toEqual(first);
  });

  it("leaves an entry that has a key as it is", () => {
    window.history.replaceState({ key: "kept", idx: 1, usr: null }, "");
    keyHistoryEntry();
    expect(historyState()).toEqual({ key: "kept", idx: 1, usr: null });
  });
});
