// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { callPageScript } from "../page-script";
import { cardLinkAttribute } from "./cards-in-view";
import { prerenderAnnouncementKey as key } from "./prerendered-cards";
import prerenderedCardsCode from "./prerendered-cards.ts?page-script";

// jsdom has no prerendering (the browser's is a getter on the document) and one document, so a
// prerendered page's word is dispatched here as the storage event another page would receive.

function prerender(prerendering: boolean) {
  Object.defineProperty(document, "prerendering", { value: prerendering, configurable: true });
}

/** The storage event the site's other pages receive when a prerendered page at `path` starts. */
function heardOf(path: string) {
  window.dispatchEvent(new StorageEvent("storage", { key, newValue: path }));
}

/**
 * Clicks a link to `href` (a card's, unless `card` is false; with `keys` held); whether the app's
 * listener saw it.
 */
async function clickReachesTheApp(
  href: string,
  card = true,
  keys: MouseEventInit = {},
): Promise<boolean> {
  // jsdom follows no link to another document (it says so on the console): the document is put at
  // the link's path, and the link jumps within it; the script compares paths, not fragments.
  window.history.replaceState(null, "", href);
  const link = document.createElement("a");
  link.href = `${href}#top`;
  if (card) link.setAttribute(cardLinkAttribute, "");
  const title = document.createElement("span");
  link.append(title);
  document.body.append(link);
  // The app's listeners are on the document (React's root, use-delegated-links.ts).
  const app = vi.fn((event: Event) => event.preventDefault());
  document.addEventListener("click", app);
  title.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...keys }));
  document.removeEventListener("click", app);
  link.remove();
  // The jump the link makes is a task of its own: done before the next click moves the document.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return app.mock.calls.length > 0;
}

describe("a card whose page the browser prerendered", () => {
  // The listeners each test's script adds stay for the file's later tests: each test taps paths of
  // its own.
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    Reflect.deleteProperty(document, "prerendering");
    vi.restoreAllMocks();
  });

  it("a prerendered page says so in a storage event, and leaves nothing stored", () => {
    window.history.replaceState(null, "", "/project/eva");
    const written = vi.spyOn(Storage.prototype, "setItem");
    prerender(true);
    window.eval(callPageScript(prerenderedCardsCode));
    expect(written).toHaveBeenCalledExactlyOnceWith(key, "/project/eva");
    expect(localStorage.length).toBe(0);
  });

  it("a page loaded the ordinary way says nothing", () => {
    const written = vi.spyOn(Storage.prototype, "setItem");
    window.eval(callPageScript(prerenderedCardsCode));
    expect(written).not.toHaveBeenCalled();
  });

  it("a tap on a card whose page was heard of is the browser's; on another page's card, the app's", async () => {
    window.eval(callPageScript(prerenderedCardsCode));
    heardOf("/es/project/neonWolf");
    expect(await clickReachesTheApp("/es/project/neonWolf")).toBe(false);
    expect(await clickReachesTheApp("/es/project/eva")).toBe(true);
    // A link that is not a card's (a body's mention of the project): the app's.
    expect(await clickReachesTheApp("/es/project/neonWolf", false)).toBe(true);
    // A click for a new tab: the browser's either way, and the app's listeners see it as before.
    expect(await clickReachesTheApp("/es/project/neonWolf", true, { ctrlKey: true })).toBe(true);
  });

  it("a page back from the back/forward cache has no prerender left: taps are the app's again", async () => {
    window.eval(callPageScript(prerenderedCardsCode));
    heardOf("/project/wasapMarket");
    expect(await clickReachesTheApp("/project/wasapMarket")).toBe(false);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(await clickReachesTheApp("/project/wasapMarket")).toBe(true);
  });
});
