// Runs at the end of <body> (compiled by the build: page-script.ts): returns a history entry the
// app has scrolled on to its stored position, before the first paint. An entry without a key has
// never seen the app, so nothing can be stored for it: the script then touches neither session
// storage nor history, which cost two synchronous trips to the browser at the end of every page's
// parse, main-thread time on every load (ADR 19). The app keys the entry as it starts
// (history-key.ts), before its router reads the key.

export default function restoreScroll(storageKey: string): void {
  const state: unknown = window.history.state;
  if (typeof state !== "object" || state === null || !("key" in state)) return;
  try {
    const positions: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}");
    const stored: unknown =
      typeof positions === "object" && positions !== null && typeof state.key === "string"
        ? Reflect.get(positions, state.key)
        : undefined;
    // At once, as the browser restores a page: the page's smooth scroll-behavior would otherwise
    // slide it down from its top.
    if (typeof stored === "number") window.scrollTo({ top: stored, behavior: "instant" });
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}
