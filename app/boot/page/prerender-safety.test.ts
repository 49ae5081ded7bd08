// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { afterNextPaint } from "../after-next-paint";
import { languageRedirectScript } from "../language-detection";
import { callPageScript } from "../page-script";
import missingPathLogCode from "./missing-path-log.ts?page-script";
import { themeSetup } from "./theme";
import themeCode from "./theme.ts?page-script";

// A page the browser prerenders (speculation rules) runs its head scripts before the visitor sees
// it, if ever: they must wait for `prerenderingchange` to store, move or log, and be right then.
// What its first frame does not need waits for that frame too (when-shown.ts): the theme does not.
// jsdom has no prerendering; the browser's is a getter on the document.

function prerender(prerendering: boolean) {
  Object.defineProperty(document, "prerendering", { value: prerendering, configurable: true });
}

function show() {
  prerender(false);
  document.dispatchEvent(new Event("prerenderingchange"));
}

/** Resolves after the frame that shows the page, and the tasks its callbacks queued. */
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve));
}

function arriveFrom(path: string, referrerPath: string) {
  window.history.replaceState(null, "", path);
  const referrer = new URL(referrerPath, location.origin).href;
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

describe("a prerendered page's scripts", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("style");
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => {
    Reflect.deleteProperty(document, "prerendering");
    Reflect.deleteProperty(document, "referrer");
    vi.restoreAllMocks();
  });

  it("store the language chosen by the link only once the page is shown, after its first frame", async () => {
    arriveFrom("/es/project/eva", "/project/eva");
    prerender(true);
    window.eval(languageRedirectScript("es"));
    expect(localStorage.getItem("lang")).toBeNull();
    show();
    expect(localStorage.getItem("lang")).toBeNull();
    await afterFirstFrame();
    expect(localStorage.getItem("lang")).toBe("es");
  });

  it("move a first visit to the visitor's language only once the page is shown", async () => {
    arriveFrom("/project/eva", "/cv");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["es-ES"]);
    // jsdom cannot navigate and says so on the console.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    prerender(true);
    window.eval(languageRedirectScript("en"));
    expect(document.documentElement.style.visibility).toBe("");
    show();
    await afterFirstFrame();
    expect(document.documentElement.style.visibility).toBe("hidden");
  });

  it("log a 404's path only once the page is shown, after its first frame", async () => {
    window.history.replaceState(null, "", "/nope");
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    prerender(true);
    window.eval(callPageScript(missingPathLogCode, "Missing: "));
    expect(error).not.toHaveBeenCalled();
    show();
    show();
    expect(error).not.toHaveBeenCalled();
    await afterFirstFrame();
    expect(error).toHaveBeenCalledExactlyOnceWith("Missing: /nope");
  });

  it("show the theme the visitor has chosen by the time the page is shown", () => {
    localStorage.setItem(themeSetup.storageKey, "dark");
    prerender(true);
    window.eval(callPageScript(themeCode, themeSetup));
    expect(document.documentElement.dataset.theme).toBe("dark");
    // Changed on the page the visitor is on, after the prerender read it.
    localStorage.setItem(themeSetup.storageKey, "light");
    show();
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("leave <html> alone when shown if the choice has not changed: a rewrite restyles the page", () => {
    localStorage.setItem(themeSetup.storageKey, "dark");
    prerender(true);
    window.eval(callPageScript(themeCode, themeSetup));
    const rewrites = new MutationObserver(() => undefined);
    rewrites.observe(document.documentElement, { attributes: true });
    show();
    expect(rewrites.takeRecords()).toEqual([]);
    expect(document.documentElement.dataset.theme).toBe("dark");
  });

  it("run at once on a page loaded the ordinary way", () => {
    arriveFrom("/es/cv", "/cv");
    window.eval(languageRedirectScript("es"));
    expect(localStorage.getItem("lang")).toBe("es");
    window.history.replaceState(null, "", "/gone");
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    window.eval(callPageScript(missingPathLogCode, "Missing: "));
    expect(error).toHaveBeenCalledExactlyOnceWith("Missing: /gone");
  });
});
