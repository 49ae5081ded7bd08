// The page's own bootstrap, before the app: it runs as the page is parsed (inside the module script
// that paint-first.server.ts writes in place of React Router's), and resolves when the app may
// start. Compiled by the build into that script (page-script.ts); it imports nothing at run time.

import { afterNextPaint } from "../after-next-paint";
import { hydratedSignal } from "../hydration";
import { isPlainClick } from "../plain-click";

/**
 * The input React answers at once ("discrete" events), which on a part not yet hydrated would make
 * it hydrate the whole page inside the tap. Stopped on the window while the app hydrates, before
 * they reach React's listeners on the document; what the browser itself does with them stays.
 */
const inputEvents = [
  "pointerdown",
  "pointerup",
  "pointercancel",
  "mousedown",
  "mouseup",
  "click",
  "auxclick",
  "dblclick",
  "contextmenu",
  "touchstart",
  "touchend",
  "touchcancel",
  "keydown",
  "keypress",
  "keyup",
  "beforeinput",
  "input",
  "change",
  "focusin",
  "focusout",
  "submit",
  "reset",
  "beforetoggle",
  "toggle",
  "compositionstart",
  "compositionupdate",
  "compositionend",
  "copy",
  "cut",
  "paste",
  "dragstart",
  "dragend",
  "drop",
];

/** What counts as the visitor starting to use the page. */
export const firstUseEvents = [
  "pointermove",
  "pointerup",
  "pointercancel",
  "click",
  "keyup",
  "focusin",
  "wheel",
  "scroll",
];

/**
 * A query parameter named like a radio group checks that radio, as a GET form would have sent it:
 * `/?tag=ai` chooses the AI filter, which CSS then applies.
 */
function checkRadiosNamedInQuery(): void {
  for (const [name, value] of new URLSearchParams(location.search)) {
    const selector = `input[type="radio"][name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`;
    const radio = document.querySelector(selector);
    if (radio instanceof HTMLInputElement) radio.checked = true;
  }
}

/**
 * Input while the app hydrates is the browser's alone: React never sees it. React answers input on
 * a part it has not hydrated yet by hydrating the whole page at once, inside that tap (a long task
 * on a phone); held back, hydration goes on in small slices and the tap does what the plain page
 * does (follows the link, checks the radio, opens the menu), which the app reads once it runs.
 * A tap on a control only the app can perform (`data-requires-script`, e.g. the CV's print button)
 * is kept, and performed once the app says it has hydrated.
 */
function holdInputUntilHydrated(): { startHolding: () => void } {
  let hydrated = false;
  let keptTap: HTMLElement | null = null;
  const keepTap = (event: Event) => {
    const control =
      event.target instanceof Element ? event.target.closest("[data-requires-script]") : null;
    if (control instanceof HTMLElement && !hydrated) keptTap = control;
  };
  const hold = (event: Event) => {
    if (event.type === "click") keepTap(event);
    event.stopPropagation();
  };
  document.addEventListener("click", keepTap, true);
  addEventListener(
    hydratedSignal.event,
    () => {
      hydrated = true;
      for (const type of inputEvents) removeEventListener(type, hold, true);
      document.removeEventListener("click", keepTap, true);
      keptTap?.click();
    },
    { once: true },
  );
  return {
    startHolding() {
      if (hydrated) return;
      for (const type of inputEvents) addEventListener(type, hold, true);
    },
  };
}

/**
 * Resolves once the browser reports the page's first contentful paint; where paint timing is not
 * supported, after two animation frames (the first frame has begun, and most likely been painted).
 * A frame can begin long before its pixels reach the screen on a slow phone, and module
 * compilation started in between would push the first paint back (ADR 15).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

/**
 * The link a tap or click lands on when it takes the visitor to another document: a plain click on
 * a link to another page, which the browser follows (the app is not there to handle it).
 */
function linkLeavingThePage(event: Event): HTMLAnchorElement | undefined {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if ((link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) {
    return undefined;
  }
  const samePage =
    link.origin === location.origin &&
    link.pathname === location.pathname &&
    link.search === location.search;
  return samePage ? undefined : link;
}

/**
 * A mouse that moved. Not a finger or pen resting on the screen, nor the move a browser makes up
 * when a page loads or lays out under a mouse that sits still (Chromium's, with no movement), which
 * the visitor did not make.
 */
function mouseMoved(event: Event): boolean {
  return (
    "pointerType" in event &&
    event.pointerType === "mouse" &&
    "movementX" in event &&
    "movementY" in event &&
    (event.movementX !== 0 || event.movementY !== 0)
  );
}

/**
 * Resolves at the visitor's first sign of use: a mouse moving over the page, the end of a touch or
 * click, a key released, focus moving, a scroll. A touch that only rests on the screen does not
 * count until it lifts (a tap) or turns into a scroll (pointercancel), so the app never starts
 * between a tap's touch and its click. A tap that follows a link to another page is not a use of
 * this one: the page is leaving, and the app's modules would only share the phone's network with
 * the next page; nor is the focus the press gives that link (a key that moves focus is released,
 * which counts). It then waits for the frame that shows what the visitor did, so that starting the
 * app never delays that frame. An address that asks the app for an action (a query parameter named
 * by a control's `data-url-action`, e.g. the CV's `?print`) resolves at once.
 */
function firstUse(): Promise<void> {
  return new Promise((resolve) => {
    const asked = [...new URLSearchParams(location.search).keys()].some((name) =>
      document.querySelector(`[data-url-action="${CSS.escape(name)}"]`),
    );
    if (asked) {
      resolve();
      return;
    }
    const begin = () => {
      for (const type of firstUseEvents) removeEventListener(type, start, true);
      afterNextPaint(resolve);
    };
    const start = (event: Event) => {
      if (event.type === "pointermove" && !mouseMoved(event)) return;
      // A press on a link also focuses it, just before its click.
      const tap = event.type === "pointerup" || event.type === "click" || event.type === "focusin";
      if (!tap || !linkLeavingThePage(event)) {
        begin();
        return;
      }
      // A tap on a link: its click says whether the page leaves. Once the click has been
      // dispatched (listeners may have prevented it), a plain click is the browser following it.
      if (event.type !== "click" || !(event instanceof MouseEvent)) return;
      setTimeout(() => {
        if (!isPlainClick(event)) begin();
      }, 0);
    };
    for (const type of firstUseEvents) {
      addEventListener(type, start, { capture: true, passive: true });
    }
  });
}

/** Asks for every module of the page at once, so the first use waits for one round trip of them. */
function preload(modules: readonly string[]): void {
  for (const href of modules) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Runs first, as the page is parsed, and resolves when the app may start: after the first paint
 * and the visitor's first use, with the page's modules asked for and input held from React.
 */
export default async function appMayStart(modules: readonly string[]): Promise<void> {
  checkRadiosNamedInQuery();
  const input = holdInputUntilHydrated();
  await afterFirstPaint();
  await firstUse();
  input.startHolding();
  preload(modules);
}
