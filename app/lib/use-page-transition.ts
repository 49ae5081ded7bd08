import { useSyncExternalStore } from "react";

import { pageTransitionAllowed, pageTransitionsSupported, reducedMotion } from "./page-transition";

function subscribe(onChange: () => void) {
  if (!pageTransitionsSupported()) return () => undefined;
  const query = window.matchMedia(reducedMotion);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * A Link's `viewTransition`: whether the app animates the navigation, kept current with the
 * visitor's motion setting; never on the server (a Link reads it only when clicked).
 */
export function usePageTransition(): boolean {
  return useSyncExternalStore(subscribe, pageTransitionAllowed, () => false);
}
