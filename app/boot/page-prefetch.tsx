import { Fragment, useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";

import { tapIsTheFirstIntent, watchCardsInView } from "./page/cards-in-view";
import { notAPage } from "./use-delegated-links";

// Once the app runs, a page the visitor shows intent to open (a mouse resting on its link, focus,
// a touch starting on it) is fetched ahead of the click: its data (.data) and the modules it lacks,
// through React Router's own PrefetchPageLinks. Router <Link prefetch="intent"> cannot do it for
// the project cards: they live in Unhydrated parts, plain HTML React never rendered, so their
// handlers never ran. The server keeps a page's data fresh for a few minutes (server/static-files.ts),
// so the router's fetch on the click takes the prefetched copy without a round trip.
// On a touch screen the first intent is the tap itself, too late: there a project card the visitor
// stops at counts as intent (page/cards-in-view.ts), about 5 KB brotli a card. Not every card as it
// scrolls into view: a scroll through the home page's 26 cards would spend about 130 KB of a
// phone's data on pages it mostly never opens (docs/performance.md, "Between pages").

/** How long a mouse rests on a link before it counts as intent (React Router's own delay). */
const restMs = 100;

/** The path of a page of this site that `target` links to, other than the page shown. */
function pageLinkedFrom(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if (link.target !== "" || link.hasAttribute("download") || link.origin !== location.origin) {
    return undefined;
  }
  if (notAPage.test(link.pathname) || link.pathname === location.pathname) return undefined;
  return link.pathname + link.search;
}

/** The pages known so far, with `page` once. */
function adding(page: string | undefined) {
  return (known: readonly string[]) =>
    page === undefined || known.includes(page) ? known : [...known, page];
}

/** Prefetch links for each page the visitor has shown intent to open, once each. */
export function PagePrefetch() {
  const [pages, setPages] = useState<readonly string[]>([]);
  const { pathname } = useLocation();
  // The cards of each page the app shows, once it has rendered them.
  useEffect(() => {
    if (!tapIsTheFirstIntent()) return undefined;
    return watchCardsInView(document, (link) => setPages(adding(pageLinkedFrom(link))));
  }, [pathname]);
  useEffect(() => {
    let resting: ReturnType<typeof setTimeout> | undefined;
    const want = (page: string | undefined) => setPages(adding(page));
    const now = (event: Event) => want(pageLinkedFrom(event.target));
    const over = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(resting);
      const page = pageLinkedFrom(event.target);
      if (page) resting = setTimeout(() => want(page), restMs);
    };
    const out = () => clearTimeout(resting);
    const passive = { passive: true };
    document.addEventListener("pointerover", over, passive);
    document.addEventListener("pointerout", out, passive);
    document.addEventListener("focusin", now, passive);
    document.addEventListener("touchstart", now, passive);
    return () => {
      clearTimeout(resting);
      document.removeEventListener("pointerover", over);
      document.removeEventListener("pointerout", out);
      document.removeEventListener("focusin", now);
      document.removeEventListener("touchstart", now);
    };
  }, []);
  return pages.map((page) => (
    <Fragment key={page}>
      {/* The modules; its data link asks with `?_routes=`, which this site's navigations (ssr: false)
          never send, so the data the router will fetch is prefetched beside it. */}
      <PrefetchPageLinks page={page} />
      <link rel="prefetch" as="fetch" href={dataUrlOf(page)} />
    </Fragment>
  ));
}

/** The address of a page's data, as React Router's navigations ask for it: `/_root.data` for `/`. */
function dataUrlOf(page: string): string {
  const url = new URL(page, location.origin);
  const path = url.pathname.replace(/\/$/, "") || "/_root";
  return `${path}.data${url.search}`;
}
