// Runs in <head> (compiled by the build: page-script.ts). A page the browser fetched ahead of a
// visit (speculation rules: Sec-Purpose: prefetch, or prefetch;prerender) is not counted when it is
// fetched, since the visitor may never see it (server/stats/visit.ts). It counts once shown, with
// one same-origin beacon (server/stats/routes.ts): a prerendered page when it is activated; a page
// opened from a prefetched copy as it loads (the server saw only the prefetch). A page loaded the
// ordinary way does nothing here.

import { afterShown } from "./when-shown";

/** Whether this page was opened from a copy the browser prefetched (Chromium 121+ says so). */
function openedFromPrefetch(): boolean {
  const [navigation] = performance.getEntriesByType("navigation");
  return (
    navigation !== undefined &&
    "deliveryType" in navigation &&
    navigation.deliveryType === "navigational-prefetch"
  );
}

export default function countSpeculatedView(endpoint: string): void {
  if (!document.prerendering && !openedFromPrefetch()) return;
  afterShown(() => {
    const view = { path: location.pathname, referrer: document.referrer };
    navigator.sendBeacon(endpoint, JSON.stringify(view));
  });
}
