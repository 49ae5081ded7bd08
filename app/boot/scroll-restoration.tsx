import { useLayoutEffect } from "react";
import { UNSAFE_useScrollRestoration as useScrollRestoration, useLocation } from "react-router";

import { instantScrollAttribute } from "#app/lib/scroll/scroll.ts";

import restoreScrollCode from "./page/restore-scroll.ts?page-script";
import { callPageScript } from "./page-script";

/**
 * Where the app keeps each history entry's scroll position: our name, given to React Router as its
 * `storageKey` option. What it stores there ({ entry key: position }) is React Router's format,
 * which the load script reads (README.md, "Upstream contracts").
 */
export const scrollPositionsKey = "scroll-positions";

export function restoreScrollScript(): string {
  return callPageScript(restoreScrollCode, scrollPositionsKey);
}

/**
 * React Router's scroll restoration (positions kept per history entry, saved as the page is left),
 * with a load script that does nothing on a first visit (page/restore-scroll.ts). Only the prerender
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
 * place. This sets the instant-scroll attribute (lib/scroll/scroll.ts) in a layout effect that runs just
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
