// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { instantScrollAttribute } from "~/lib/scroll";

import { arrivalScrollScript } from "./arrival-scroll";

/** Runs the script as the page does: a classic script in the window's global scope. */
function runScript(hash: string) {
  window.history.replaceState(null, "", `/${hash}`);
  window.eval(arrivalScrollScript());
}

const arriving = () => document.documentElement.hasAttribute(instantScrollAttribute);
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe("the arrival script", () => {
  afterEach(() => {
    // Whatever a test left listening ends here, and the next test starts without the attribute.
    window.dispatchEvent(new Event("pointerdown"));
    document.documentElement.removeAttribute(instantScrollAttribute);
  });

  it("leaves a page opened without a fragment alone", () => {
    runScript("");
    expect(arriving()).toBe(false);
  });

  it("holds smooth scrolling off from the start of a page opened at a fragment until it has loaded", async () => {
    runScript("#projects");
    expect(arriving()).toBe(true);
    window.dispatchEvent(new Event("load"));
    // Until the frame after the load, where the browser has put the fragment in view for good.
    expect(arriving()).toBe(true);
    await nextFrame();
    expect(arriving()).toBe(false);
  });

  it.each(["pointerdown", "keydown", "wheel", "touchstart"])(
    "ends at the visitor's first %s, before the load, and stops listening",
    async (type) => {
      runScript("#contact");
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(arriving()).toBe(false);
      // Nothing of this arrival is left to act on a later one's attribute.
      document.documentElement.setAttribute(instantScrollAttribute, "");
      window.dispatchEvent(new Event("keydown"));
      window.dispatchEvent(new Event("load"));
      await nextFrame();
      expect(arriving()).toBe(true);
    },
  );
});
