import { useEffect } from "react";
import { useNavigate } from "react-router";

import { pageTransitionAllowed } from "#app/lib/page-transition.ts";
import { homeSections, scrollToSection } from "#app/lib/scroll/scroll.ts";

import { isPlainClick } from "./plain-click";

/** Whether a click on a link is the app's to handle in place, and where it leads. */
function inPageTarget(event: MouseEvent): HTMLAnchorElement | null {
  if (!isPlainClick(event)) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target !== "" || link.hasAttribute("download") || link.origin !== location.origin) {
    return null;
  }
  return link;
}

// Files and the relay are not pages of the app: the browser fetches them itself.
export const notAPage = /\.[a-z0-9]+$|^\/api\//i;

/**
 * Clicks on plain links that React did not render on this page (Unhydrated parts keep their HTML):
 * a link to a home section scrolls there as the app's own section links do, and a link to another
 * page of the site navigates client-side, as a router Link would.
 */
export function useDelegatedLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    function handle(event: MouseEvent) {
      const link = inPageTarget(event);
      if (!link) return;
      const samePage = link.pathname === location.pathname && link.search === location.search;
      const section = homeSections.find((id) => link.hash === `#${id}`);
      if (samePage && section && document.getElementById(section)) {
        event.preventDefault();
        scrollToSection(section);
        return;
      }
      if (samePage || notAPage.test(link.pathname)) return;
      event.preventDefault();
      // With the transition the browser gives the same link before the app (app.css).
      void navigate(
        { pathname: link.pathname, search: link.search, hash: link.hash },
        { viewTransition: pageTransitionAllowed() },
      );
    }
    document.addEventListener("click", handle);
    return () => document.removeEventListener("click", handle);
  }, [navigate]);
}
