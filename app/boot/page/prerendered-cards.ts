// Runs in <head> of every page (compiled by the build: page-script.ts). Once the app runs it opens
// pages in place, but a project card's page the browser has prerendered shows about twice as fast
// when the browser shows it (ADR 29): a tap on such a card is left to the browser, the app's own
// click handlers (React Router's links, use-delegated-links.ts) never see it. Before the app the
// browser follows every link itself, and this changes nothing.
// No API tells a page what the browser speculates, and an engine may decline to prerender where it
// has the API (its memory or battery saver, a DevTools session), so a prerendered page says so as
// its parsing starts: it writes its path under a key of localStorage and removes it at once, and
// each write is a `storage` event in the site's other pages. (A BroadcastChannel message from a
// prerendered page does not reach them in Chromium.) Nothing stays stored, and nothing is counted,
// logged or fetched. Other tabs hear it too, which is harmless: a tab's own rules prerender the
// card a visitor taps there, so a page heard of from another tab is one this browser prerenders.

import { isPlainClick } from "../plain-click";
import { cardLinkAttribute } from "./cards-in-view";

/** The localStorage key a prerendered page writes its path under, and removes. */
export const prerenderAnnouncementKey = "prerendered-page";

/** The card link a click lands on, if any. */
function cardLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest(`a[${cardLinkAttribute}]`) : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

export default function leavePrerenderedCardsToTheBrowser(): void {
  if (document.prerendering) {
    try {
      localStorage.setItem(prerenderAnnouncementKey, location.pathname + location.search);
      localStorage.removeItem(prerenderAnnouncementKey);
    } catch {
      // Storage refused (a browser's setting): the app opens the page itself, as it would anyway.
    }
  }
  const prerendered = new Set<string>();
  addEventListener("storage", (event) => {
    if (event.key === prerenderAnnouncementKey && event.newValue !== null)
      prerendered.add(event.newValue);
  });
  // A page come back from the back/forward cache has no prerender left: the browser dropped them
  // as it left.
  addEventListener("pageshow", (event) => {
    if (event.persisted) prerendered.clear();
  });
  // First of the page's click listeners (this runs in <head>, on the window, capturing): the app's
  // are on the document.
  addEventListener(
    "click",
    (event) => {
      // Any other click (a new tab, a download) the app leaves to the browser itself.
      if (!isPlainClick(event)) return;
      const link = cardLinkOf(event.target);
      if (link && link.origin === location.origin && prerendered.has(link.pathname + link.search))
        event.stopImmediatePropagation();
    },
    { capture: true },
  );
}
