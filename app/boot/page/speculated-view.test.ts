// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { statsEndpoints } from "#app/lib/stats-endpoints.ts";

import { afterNextPaint } from "../after-next-paint";
import { callPageScript } from "../page-script";
import speculatedViewCode from "./speculated-view.ts?page-script";

/** Runs the head script as a page does: prerendered, opened from a prefetch, or neither. */
function load(how: { prerendering: boolean; deliveryType?: string }) {
  // jsdom has neither; the browser's are a getter on the document and the navigation entry.
  Object.defineProperty(document, "prerendering", { value: how.prerendering, configurable: true });
  const navigation = { entryType: "navigation", deliveryType: how.deliveryType ?? "" };
  const entries = (type: string) => (type === "navigation" ? [navigation] : []);
  // The script reads only the navigation entry's deliveryType: a stand-in, not a whole entry.
  vi.spyOn(performance, "getEntriesByType").mockImplementation(
    entries as unknown as typeof performance.getEntriesByType,
  );
  const sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
  window.eval(callPageScript(speculatedViewCode, statsEndpoints.view));
  return sendBeacon;
}

describe("a page fetched ahead of the visit", () => {
  afterEach(() => {
    Reflect.deleteProperty(document, "prerendering");
    Reflect.deleteProperty(navigator, "sendBeacon");
    vi.restoreAllMocks();
  });

  it("is counted once when a prerendered page is shown, after the frame that shows it", async () => {
    window.history.replaceState(null, "", "/project/eva");
    const sendBeacon = load({ prerendering: true });
    expect(sendBeacon).not.toHaveBeenCalled();
    document.dispatchEvent(new Event("prerenderingchange"));
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(sendBeacon).not.toHaveBeenCalled();
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith(
      statsEndpoints.view,
      JSON.stringify({ path: "/project/eva", referrer: "" }),
    );
  });

  it("is counted as it opens from a prefetched copy, which the server saw only as a prefetch", () => {
    window.history.replaceState(null, "", "/es/");
    const sendBeacon = load({ prerendering: false, deliveryType: "navigational-prefetch" });
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith(
      statsEndpoints.view,
      JSON.stringify({ path: "/es/", referrer: "" }),
    );
  });

  it("is left to the server on a page loaded the ordinary way, or from the cache", () => {
    for (const deliveryType of ["", "cache"]) {
      const sendBeacon = load({ prerendering: false, deliveryType });
      document.dispatchEvent(new Event("prerenderingchange"));
      expect(sendBeacon).not.toHaveBeenCalled();
    }
  });
});
