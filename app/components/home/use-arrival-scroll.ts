import { useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate } from "react-router";

import { type HomeSection, homeSections, scrollToSection } from "#app/lib/scroll/scroll.ts";

/** True for the navigation state other pages send to land on the project grid ({ scrollToProjects: true }). */
function wantsProjects(state: unknown): boolean {
  return typeof state === "object" && state !== null && "scrollToProjects" in state
    ? state.scrollToProjects === true
    : false;
}

function sectionFromHash(hash: string): HomeSection | undefined {
  return homeSections.find((id) => `#${id}` === hash);
}

// The section links work before the app has loaded: a fragment the visitor followed on this page
// while it hydrated has been scrolled to by the browser, and they may have scrolled on since. Only a
// fragment the document was loaded with is an arrival.
function loadedWithHash(hash: string): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return entry === undefined || new URL(entry.name).hash === hash;
}

/**
 * On arrival, scroll to what the visitor was sent to: the projects when the navigation carries
 * `scrollToProjects`, else the section named in the hash. The flag is then dropped from the history
 * entry, so a reload or a later Back does not scroll again.
 */
export function useArrivalScroll() {
  const location = useLocation();
  const navigate = useNavigate();

  const arrive = useEffectEvent(() => {
    if (wantsProjects(location.state)) {
      scrollToSection("projects");
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null, preventScrollReset: true },
      );
      return;
    }
    const section = sectionFromHash(location.hash);
    const arrived = location.key !== "default" || loadedWithHash(location.hash);
    if (section && arrived) scrollToSection(section);
  });

  // Once per history entry: re-renders of the same entry are not arrivals.
  useEffect(() => arrive(), [location.key]);
}
