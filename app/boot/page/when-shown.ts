// For page scripts (compiled into each: page-script.ts). A page the browser prerenders ahead of a
// visit (speculation rules, app/boot/speculation-rules.ts) runs its scripts before the visitor sees
// it, if ever: what must happen to a page the visitor is shown (storing a choice, moving to
// another address, logging) waits until it is.

import { afterNextPaint } from "../after-next-paint";

/** Runs `show` now on a page being shown, or as a prerendered page is shown, before its first frame. */
export function whenShown(show: () => void): void {
  if (document.prerendering) {
    document.addEventListener("prerenderingchange", show, { once: true });
  } else {
    show();
  }
}

/**
 * Runs `work` now on a page being shown; on a prerendered page, once shown, after the frame that
 * shows it: all that page's visitor waits for at the tap is that frame, and what the frame does not
 * need (a count, a log, watching the cards) follows it.
 */
export function afterShown(work: () => void): void {
  if (document.prerendering) {
    whenShown(() => afterNextPaint(work));
  } else {
    work();
  }
}
