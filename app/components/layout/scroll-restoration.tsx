import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where the app keeps each history entry's scroll position: React Router's own default key. */
export const scrollPositionsKey = "react-router-scroll-positions";

/**
 * Returns a history entry the app has scrolled on to its stored position, before the first paint.
 * An entry without a key has never seen the app, so nothing can be stored for it: the script then
 * touches neither session storage nor history, which cost two synchronous trips to the browser at
 * the end of every page's parse (about 15 ms of main thread, docs/performance.md). The app keys
 * the entry as it starts (lib/history-key.ts), before its router reads the key.
 */
function restoreScroll(storageKey: string) {
  const state: unknown = window.history.state;
  if (typeof state !== "object" || state === null || !("key" in state)) return;
  try {
    const positions: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}");
    const stored: unknown =
      typeof positions === "object" && positions !== null && typeof state.key === "string"
        ? Reflect.get(positions, state.key)
        : undefined;
    if (typeof stored === "number") window.scrollTo(0, stored);
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}

export function restoreScrollScript(): string {
  return `(${restoreScroll.toString()})(${JSON.stringify(scrollPositionsKey)})`;
}

/**
 * React Router's scroll restoration (positions kept per history entry, saved as the page is left),
 * with a load script that does nothing on a first visit (see restoreScroll). Only the prerender
 * writes the script's text: React leaves it as it is while hydrating, so the browser's bundle
 * carries none of it.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: scrollPositionsKey });
  const script = import.meta.env.SSR ? restoreScrollScript() : "";
  return <script dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />;
}
