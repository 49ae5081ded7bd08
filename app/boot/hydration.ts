// Whether React is hydrating the prerendered page right now. The browser entry sets it before it
// hydrates and the root clears it once the first commit is done; tests and client navigations
// never see it set. Unhydrated reads it to leave static parts of the page as the HTML has them.
let hydrating = false;

/**
 * What the page is told once the app has hydrated: an event on the window, for the page's bootstrap
 * (app/boot/page/app-start.ts), which hands input back to React and performs a kept tap; and an
 * attribute on the document, for whoever looks later (tests, the engine walks). Not a performance
 * mark: a page whose clock is faked (a test's) may drop marks, and input would stay held.
 */
export const hydratedSignal = { event: "app-hydrated", attribute: "data-hydrated" } as const;

export function beginHydration(): void {
  hydrating = true;
}

export function finishHydration(): void {
  hydrating = false;
  document.documentElement.setAttribute(hydratedSignal.attribute, "");
  window.dispatchEvent(new Event(hydratedSignal.event));
}

export function isHydrating(): boolean {
  return hydrating;
}
