// Runs in <head> of every page (compiled by the build: page-script.ts). With motion allowed, a page
// the visitor leaves for another of the site takes part in a cross-document view transition
// (app.css, ADR 26): the browser captures it before it shows the next page, whether or not anything
// on it is named, which cost a 4x slower phone about 150 ms before the next page showed
// (docs/performance.md, "Between pages"). When nothing on the page is named (the CV, the contact
// page, a home page whose cards the visitor is not on), nothing would move: the transition is
// skipped before the capture, as the page hands over to the next.

export default function skipEmptyTransitions(namedSelector: string): void {
  addEventListener("pageswap", (event) => {
    const transition = event.viewTransition;
    if (!transition) return;
    const named = [...document.querySelectorAll(namedSelector)].some(
      (element) => getComputedStyle(element).viewTransitionName !== "none",
    );
    if (!named) transition.skipTransition();
  });
}
