import { useEffect } from "react";
import { useNavigationType } from "react-router";

import type { Language } from "#app/lib/paths.ts";

// Outlives the page component: the language toggle remounts the page for the same project, and
// that must not count as arriving at a new one.
let lastShown: { id: string; lang: Language } | null = null;

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
    const previous = lastShown;
    lastShown = { id, lang };
    // First load and back/forward: ScrollRestoration returns the visitor to where they were.
    if (navigationType === "POP") return;
    // The language toggle shows this same project in the other language and keeps the position.
    if (previous?.id === id && previous.lang !== lang) return;
    // "instant" overrides the page's smooth scroll-behavior, which would otherwise animate the
    // jump (and race ScrollRestoration's own reset) through the whole previous page.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    headingRef.current?.focus({ preventScroll: true });
  }, [id, lang, navigationType, headingRef]);
}
