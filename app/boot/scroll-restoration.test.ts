// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { restoreScrollScript, scrollPositionsKey } from "./scroll-restoration";

/** Runs the load script as the page does: a classic script in the window's global scope. */
function runLoadScript() {
  window.eval(restoreScrollScript());
}

function historyState(): unknown {
  return window.history.state;
}

describe("the load script", () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    window.history.replaceState(null, "");
    sessionStorage.clear();
    scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("on a first visit touches neither session storage nor history", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const replaceState = vi.spyOn(window.history, "replaceState");
    runLoadScript();
    expect(getItem).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
    expect(historyState()).toBeNull();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("returns an entry the app has kept a position for to that position", () => {
    window.history.replaceState({ key: "k1", idx: 0 }, "");
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ k0: 40, k1: 1234 }));
    runLoadScript();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 1234, behavior: "instant" });
  });

  it("leaves a keyed entry with no stored position where it is", () => {
    window.history.replaceState({ key: "k2" }, "");
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ k1: 1234 }));
    runLoadScript();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("drops stored positions it cannot read, without failing the page", () => {
    window.history.replaceState({ key: "k1" }, "");
    sessionStorage.setItem(scrollPositionsKey, "{not json");
    expect(runLoadScript).not.toThrow();
    expect(sessionStorage.getItem(scrollPositionsKey)).toBeNull();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
