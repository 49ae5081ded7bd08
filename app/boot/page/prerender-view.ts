// Runs in <head> (compiled by the build: page-script.ts). A page the browser prerendered
// (Sec-Purpose: prefetch;prerender) is not counted when it is fetched, since the visitor may never
// see it: it is counted once it is shown, with one same-origin beacon (server/stats/routes.ts).
// A page loaded the ordinary way does nothing here.

export default function countPrerenderedView(endpoint: string): void {
  if (!document.prerendering) return;
  document.addEventListener(
    "prerenderingchange",
    () => {
      const view = { path: location.pathname, referrer: document.referrer };
      navigator.sendBeacon(endpoint, JSON.stringify(view));
    },
    { once: true },
  );
}
