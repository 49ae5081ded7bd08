import { instantScrollAttribute } from "~/lib/scroll";

/**
 * Runs in <head>, before the first layout. app.css makes scrolling smooth for visitors who do not
 * ask for less motion, and browsers apply that to the fragment they scroll to on load too: the page
 * painted at its top, then slid down through everything above the section (about 1.5 s to the
 * projects). On a page opened at a fragment this sets the instant-scroll attribute (lib/scroll.ts)
 * until the page has loaded (the browser keeps a loading page's fragment in view as it lays out
 * more of it) or the visitor's first press, key or wheel, whichever comes first, so that in-page
 * scrolling is smooth again by the time anyone asks for it.
 */
function markArrival(attribute: string) {
  if (!location.hash) return;
  const root = document.documentElement;
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

export function arrivalScrollScript(): string {
  return `(${markArrival.toString()})(${JSON.stringify(instantScrollAttribute)})`;
}

/**
 * The arrival script. Only the prerender writes its text: React leaves it as it is while
 * hydrating, so the browser's bundle carries none of it.
 */
export function ArrivalScroll() {
  const script = import.meta.env.SSR ? arrivalScrollScript() : "";
  return <script dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />;
}
