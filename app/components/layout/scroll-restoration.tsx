import { useLayoutEffect } from "react";
import { UNSAFE_useScrollRestoration as useScrollRestoration, useLocation } from "react-router";

import { instantScrollAttribute } from "#app/lib/scroll.ts";

/** Where the app keeps each history entry's scroll position: React Router's own default key. */
export const scrollPositionsKey = "react-router-scroll-positions";

/**
 * Returns a history entry the app has scrolled on to its stored position, before the first paint.
 * An entry without a key has never seen the app, so nothing can be stored for it: the script then
 * touches neither session storage nor history, which cost two synchronous trips to the browser at
 * the end of every page's parse, main-thread time on every load (ADR 19). The app keys
 * the entry as it starts (lib/history-key.ts), before its router reads the key.
 */
function restoreScroll(storageKey: string) {
  const state: unknown = window.history.state;
  if (typeof state !== "object" || state === null || !("key" in state)) return;
  try {
    const positions: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}");
    const stored: unknown =
      typeof positions === "object" && positions !== null && typeof state.key === "string"
        ? Reflect.get(positions, state.key)
        : undefined;
    // At once, as the browser restores a page: the page's smooth scroll-behavior would otherwise
    // slide it down from its top.
    if (typeof stored === "number") window.scrollTo({ top: stored, behavior: "instant" });
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}

export function restoreScrollScript(): string {
  return `(${restoreScroll.toString()})(${JSON.stringify(scrollPositionsKey)})`;
}

/**
 * React Router's scroll restoration (positions kept per history entry, saved as the page is left),
 * with a load script that does nothing on a first visit (see restoreScroll). Only the prerender
 * writes the script's text: React leaves it as it is while hydrating, so the browser's bundle
 * carries none of it.
 */
export function ScrollRestoration() {
  useInstantRouterScroll();
  useScrollRestoration({ storageKey: scrollPositionsKey });
  const script = import.meta.env.SSR ? restoreScrollScript() : "";
  return <script dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />;
}

/**
 * The router places each page it renders (at its stored position on Back and Forward, at its
 * #fragment, or at the top) with plain scrollTo and scrollIntoView, which follow the page's smooth
 * scroll-behavior: Back from a project slid down from the top of the home page to the reader's
 * place. This sets the instant-scroll attribute (lib/scroll.ts) in a layout effect that runs just
 * before the router's (effects of one component run in order, and this hook is called first), and
 * takes it away at the next frame. It leaves an arrival's attribute to the arrival script.
 */
function useInstantRouterScroll() {
  const location = useLocation();
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute(instantScrollAttribute)) return;
    root.setAttribute(instantScrollAttribute, "");
    const frame = requestAnimationFrame(() => root.removeAttribute(instantScrollAttribute));
    return () => {
      cancelAnimationFrame(frame);
      root.removeAttribute(instantScrollAttribute);
    };
  }, [location]);
}
