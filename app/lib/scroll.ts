export const homeSections = ["hero", "about", "projects", "contact"] as const;
export type HomeSection = (typeof homeSections)[number];

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
function settleOn(target: HTMLElement) {
  const takeOver = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const stop = () => {
    window.removeEventListener("scrollend", check);
    for (const type of takeOver) window.removeEventListener(type, stop);
  };
  const check = () => {
    stop();
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const atEnd =
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    const off = Math.abs(target.getBoundingClientRect().top - padding) > 2;
    if (off && !atEnd) target.scrollIntoView({ behavior: "auto", block: "start" });
  };
  window.addEventListener("scrollend", check, { once: true });
  for (const type of takeOver) window.addEventListener(type, stop, { once: true, passive: true });
}
