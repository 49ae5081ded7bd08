/**
 * Gives the current history entry the key React Router names it by, as the app starts and before
 * its router reads it. React Router's own load script did this at every load; ours leaves a first
 * visit alone (boot/scroll-restoration.tsx). Without a key the router would call every
 * entry "default" and keep one scroll position for all of them.
 */
export function keyHistoryEntry(): void {
  const state: unknown = window.history.state;
  if (typeof state === "object" && state !== null && "key" in state) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...(typeof state === "object" ? state : {}), key }, "");
}
