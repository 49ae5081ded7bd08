// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { instantScrollAttribute } from "#app/lib/scroll/scroll.ts";

import { instantScrollScript } from "./instant-scroll";

/** Runs the script as the page does: a classic script in the window's global scope. */
function runScript(hash: string) {
  window.history.replaceState(null, "", `/${hash}`);
  window.eval(instantScrollScript());
}

const instant = () => document.documentElement.hasAttribute(instantScrollAttribute);
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const press = (key: string) =>
  document.body.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));

describe("the instant-scroll script", () => {
  afterEach(async () => {
    // Whatever a test left listening ends here, and the next test starts without the attribute.
    window.dispatchEvent(new Event("pointerdown"));
    await nextFrame();
    document.documentElement.removeAttribute(instantScrollAttribute);
  });

  it("leaves a page opened without a fragment alone", () => {
    runScript("");
    expect(instant()).toBe(false);
  });

  it("keeps a page opened at a fragment instant from the start until it has loaded", async () => {
    runScript("#projects");
    expect(instant()).toBe(true);
    window.dispatchEvent(new Event("load"));
    // Until the frame after the load, where the browser has put the fragment in view for good.
    expect(instant()).toBe(true);
    await nextFrame();
    expect(instant()).toBe(false);
  });

  it.each(["pointerdown", "keydown", "wheel", "touchstart"])(
    "ends an arrival at the visitor's first %s, before the load, and stops listening",
    async (type) => {
      runScript("#contact");
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(instant()).toBe(false);
      // Nothing of this arrival is left to act on a later one's attribute.
      document.documentElement.setAttribute(instantScrollAttribute, "");
      window.dispatchEvent(new Event("keydown"));
      window.dispatchEvent(new Event("load"));
      await nextFrame();
      expect(instant()).toBe(true);
    },
  );

  it.each(["", "#about"])(
    "keeps the focus move of a Tab press instant, until the next frame (%s)",
    async (hash) => {
      runScript(hash);
      press("Tab");
      // During an arrival too: the key ends the arrival, and the Tab's own frame follows.
      expect(instant()).toBe(true);
      await nextFrame();
      expect(instant()).toBe(false);
      press("Enter");
      expect(instant()).toBe(false);
    },
  );
});
