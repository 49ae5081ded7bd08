import { useEffect } from "react";
import { useNavigationType } from "react-router";

import type { Language } from "#app/lib/paths.ts";

// Outlives the page component: the language toggle remounts the page for the same project, and
// that must not count as arriving at a new one.
let lastShown: { id: string; lang: Language } | null = null;

/**
 * Whether the project opens at its top: a project newly opened (not the first load or back/forward,
 * where ScrollRestoration returns the visitor to where they were, nor the language toggle showing
 * the same project in the other language, which keeps the position).
 */
function opensAtTop(
  id: string,
  lang: Language,
  navigationType: ReturnType<typeof useNavigationType>,
): boolean {
  if (navigationType === "POP") return false;
  return !(lastShown?.id === id && lastShown.lang !== lang);
}

/** The same, read while rendering the project (before its effects have run). */
export function useOpensAtTop(id: string, lang: Language): boolean {
  return opensAtTop(id, lang, useNavigationType());
}

/**
 * Starts every newly opened project at its top, including one opened from a related card while the
 * same page component stays mounted, and moves focus to its title for keyboard and screen-reader users.
 */
export function useProjectScrollReset(
  id: string,
  lang: Language,
  headingRef: React.RefObject<HTMLElement | null>,
) {
  const navigationType = useNavigationType();
  useEffect(() => {
    const atTop = opensAtTop(id, lang, navigationType);
    lastShown = { id, lang };
    if (!atTop) return;
    // "instant" overrides the page's smooth scroll-behavior, which would otherwise animate the
    // jump (and race ScrollRestoration's own reset) through the whole previous page.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    headingRef.current?.focus({ preventScroll: true });
  }, [id, lang, navigationType, headingRef]);
}
