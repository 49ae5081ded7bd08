import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

import { contactEndpoint } from "./contact-endpoint";
import { statsEndpoints } from "./stats-endpoints";

// Once the app runs, moving to another page fetches no HTML (the page's data is a .data file,
// often fetched ahead of the tap), so the server cannot count it as it counts a page it serves
// (ADR 24). The app tells it instead: one same-origin beacon per page the visitor is shown, with
// the page's path and the page it came from, as a full page load's Referer would. Nothing else:
// no identifier, no storage. Only where this site's own server counts pages (the contact relay on
// this origin); a static host counts none, so there the app sends nothing.

/** Whether the app should report the pages it shows: where the site is served by its own server. */
export function countsNavigations(contact: string = contactEndpoint): boolean {
  return contact.startsWith("/");
}

/** Reports each page the app shows after the first (which the server counted when serving it). */
export function useCountedNavigations(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    const previous = shown.current;
    if (previous === pathname) return;
    shown.current = pathname;
    if (!countsNavigations()) return;
    const view = { path: pathname, referrer: new URL(previous, location.origin).href };
    navigator.sendBeacon(statsEndpoints.view, JSON.stringify(view));
  }, [pathname]);
}
