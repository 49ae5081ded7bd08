// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { statsEndpoints } from "#app/lib/stats-endpoints.ts";

import { callPageScript } from "../page-script";
import prerenderViewCode from "./prerender-view.ts?page-script";

/** Runs the head script as a page does, prerendered or not. */
function load(prerendering: boolean) {
  // jsdom has no prerendering; the browser's is a getter on the document.
  Object.defineProperty(document, "prerendering", { value: prerendering, configurable: true });
  const sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
  window.eval(callPageScript(prerenderViewCode, statsEndpoints.view));
  return sendBeacon;
}

describe("the prerendered page's view", () => {
  afterEach(() => {
    Reflect.deleteProperty(document, "prerendering");
    Reflect.deleteProperty(navigator, "sendBeacon");
  });

  it("is counted once, when the page is shown", () => {
    window.history.replaceState(null, "", "/project/eva");
    const sendBeacon = load(true);
    expect(sendBeacon).not.toHaveBeenCalled();
    document.dispatchEvent(new Event("prerenderingchange"));
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith(
      statsEndpoints.view,
      JSON.stringify({ path: "/project/eva", referrer: "" }),
    );
  });

  it("is left to the server on a page loaded the ordinary way", () => {
    const sendBeacon = load(false);
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
