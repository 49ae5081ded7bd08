// For page scripts (compiled into each: page-script.ts). A page the browser prerenders ahead of a
// visit (speculation rules, app/boot/speculation-rules.ts) runs its scripts before the visitor sees
// it, if ever: what must happen to a page the visitor is shown (storing a choice, moving to
// another address, logging) waits until it is.

/** Runs `show` now on a page being shown, or when a prerendered page is shown. */
export function whenShown(show: () => void): void {
  if (document.prerendering) {
    document.addEventListener("prerenderingchange", show, { once: true });
  } else {
    show();
  }
}
