// Runs in <head>, before the first layout (compiled by the build: page-script.ts). app.css makes
// scrolling smooth for visitors who do not ask for less motion, and browsers apply that to every
// scroll that names no behaviour of its own, two of which the visitor did not ask to watch (ADR 20):
// - the fragment a page opened at scrolls to as it loads: the page painted at its top, then slid
//   down through everything above the section. Such a page keeps the instant-scroll attribute
//   (lib/scroll/scroll.ts) until it has loaded (the browser keeps a loading page's fragment in view as it
//   lays out more of it) or the visitor's first press, key, wheel or touch, whichever comes first,
//   so that in-page jumps are smooth again when asked for;
// - the scroll that brings an element focused with Tab into view: each press slid the page, with
//   the focused element out of sight meanwhile. Tab sets the attribute for the focus move it
//   causes, until the next frame (listened to after the arrival's, which a key ends).

export default function keepPlacementInstant(attribute: string): void {
  const root = document.documentElement;
  if (location.hash) {
    const ends = ["pointerdown", "keydown", "wheel", "touchstart"];
    const arrived = () => {
      root.removeAttribute(attribute);
      removeEventListener("load", afterLoad);
      for (const type of ends) removeEventListener(type, arrived, true);
    };
    const afterLoad = () => requestAnimationFrame(arrived);
    root.setAttribute(attribute, "");
    addEventListener("load", afterLoad);
    for (const type of ends) addEventListener(type, arrived, { capture: true, passive: true });
  }
  addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Tab") return;
      root.setAttribute(attribute, "");
      requestAnimationFrame(() => root.removeAttribute(attribute));
    },
    { capture: true, passive: true },
  );
}
