export const homeSections = ["hero", "about", "projects", "contact"] as const;
export type HomeSection = (typeof homeSections)[number];

/**
 * Set on <html> while the page is being put where it belongs rather than moved by the visitor: a
 * page opened at a #fragment arriving, an element focused with Tab brought into view
 * (boot/instant-scroll.tsx), the router placing a page it has just rendered
 * (boot/scroll-restoration.tsx). app.css makes scrolling
 * smooth only without it, so those land at once, as a browser's own restoration does; a scroll
 * that asks for "smooth" itself is still smooth.
 */
export const instantScrollAttribute = "data-instant-scroll";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Smooth-scrolls to a section (instantly when the visitor asks for less motion) and moves focus there. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  renderDeferredAbove(target);
  const smooth = !prefersReducedMotion();
  target.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  if (smooth) settleOn(target);
  // Keyboard and screen-reader users continue from the section they asked for.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

// Cards and sections below the first screen are not rendered until they near the viewport, and stand
// in with a guessed height until then (render-when-visible in app.css). Render those above the target
// now, so the scroll aims at where the target really is, not where the guesses put it.
function renderDeferredAbove(target: HTMLElement) {
  for (const deferred of document.querySelectorAll<HTMLElement>(".render-when-visible")) {
    const isAbove = deferred.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (isAbove && !deferred.contains(target)) deferred.style.contentVisibility = "visible";
  }
}

// A smooth scroll aims at where the section was when it started. If the page above it changes height
// on the way (images or sections rendering late on a slow phone), it stops short or overshoots; once
// it ends, a visitor who has not taken over the scrolling is put where they asked to go.
let cancelSettle: (() => void) | undefined;

function settleOn(target: HTMLElement) {
  // A second jump replaces the first: its listeners go with it.
  cancelSettle?.();
  const takeOver = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const stop = () => {
    cancelWait();
    for (const type of takeOver) window.removeEventListener(type, stop);
    cancelSettle = undefined;
  };
  const check = () => {
    stop();
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const atEnd =
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    const off = Math.abs(target.getBoundingClientRect().top - padding) > 2;
    if (off && !atEnd) target.scrollIntoView({ behavior: "auto", block: "start" });
  };
  const cancelWait = whenScrollEnds(window, check);
  for (const type of takeOver) window.addEventListener(type, stop, { once: true, passive: true });
  cancelSettle = stop;
}

/** What `whenScrollEnds` needs of a window: a fake one in unit tests. */
export type ScrollWindow = Pick<
  Window,
  "addEventListener" | "removeEventListener" | "requestAnimationFrame" | "cancelAnimationFrame"
>;

/** Frames, and milliseconds, without a scroll event after which a scroll without `scrollend` has ended. */
const quietFrames = 3;
const quietMs = 100;

/**
 * Calls `done` once the scroll under way has ended, then holds no listener. Browsers with
 * `scrollend` say so; WebKit before Safari 26.2 has no such event, so there the scroll has ended
 * once a few frames and 100 ms pass without a scroll event. A scroll event is dispatched before the
 * frame's animation callbacks, so a frame that moved the page is never taken for a quiet one; a
 * scroll that never starts counts as ended after the same quiet period. Returns a cancel function.
 */
export function whenScrollEnds(win: ScrollWindow, done: () => void): () => void {
  if ("onscrollend" in win) {
    const end = () => done();
    win.addEventListener("scrollend", end, { once: true });
    return () => win.removeEventListener("scrollend", end);
  }
  let lastScroll: number | undefined;
  let quiet = 0;
  let frame = 0;
  const onScroll = () => {
    lastScroll = undefined;
    quiet = 0;
  };
  const cancel = () => {
    win.cancelAnimationFrame(frame);
    win.removeEventListener("scroll", onScroll);
  };
  const tick = (now: number) => {
    lastScroll ??= now;
    quiet += 1;
    if (quiet >= quietFrames && now - lastScroll >= quietMs) {
      cancel();
      done();
      return;
    }
    frame = win.requestAnimationFrame(tick);
  };
  win.addEventListener("scroll", onScroll, { passive: true });
  frame = win.requestAnimationFrame(tick);
  return cancel;
}
