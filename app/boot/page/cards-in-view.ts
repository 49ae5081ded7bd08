// Which project cards a visitor on a touch screen stops at. A phone has no hover, so the first sign
// that a card may be opened is the tap itself, about one round trip before its click: too late to
// fetch the page ahead. A card that stays in view a moment (not one scrolled past) is the phone's
// nearest thing to a pointer resting on it. Used before the app (speculate-in-view.ts, for the
// speculation rules) and by the app (page-prefetch.tsx); compiled into the head script, so it
// imports nothing at run time.

/** The attribute that marks a card's link, the one link that opens its project. */
export const cardLinkAttribute = "data-card-link";

/** A card link's props: `<Link {...cardLink}>`. */
export const cardLink = { [cardLinkAttribute]: "" } as const;

/** How long a card stays in view before it counts: scrolling past a card takes less. */
const settleMs = 400;

/** How much of a card must show: enough to tap (the smallest tap target guidelines allow). */
const showingPx = 48;

/** Steps at which the browser reports how much of a card shows. */
const thresholds = Array.from({ length: 11 }, (_, step) => step / 10);

/**
 * Whether this screen is one where intent shows only at the tap: no hover (a phone or tablet), and
 * the visitor has not asked to save data (then nothing is fetched ahead of a tap).
 */
export function tapIsTheFirstIntent(): boolean {
  const saveData =
    "connection" in navigator &&
    typeof navigator.connection === "object" &&
    navigator.connection !== null &&
    "saveData" in navigator.connection &&
    navigator.connection.saveData === true;
  return !saveData && "IntersectionObserver" in window && matchMedia("(hover: none)").matches;
}

/**
 * Calls `settled` once for each card link under `root` whose card shows enough to tap for 400 ms,
 * including cards rendered after the watch starts (a project's related cards follow its first
 * screen). Returns a function that stops watching.
 */
export function watchCardsInView(
  root: ParentNode,
  settled: (link: HTMLAnchorElement) => void,
): () => void {
  const links = new Map<Element, HTMLAnchorElement>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target: card, isIntersecting, intersectionRect } of entries) {
        const shows = isIntersecting && intersectionRect.height >= showingPx;
        if (shows === timers.has(card)) continue;
        clearTimeout(timers.get(card));
        timers.delete(card);
        if (!shows) continue;
        timers.set(
          card,
          setTimeout(() => {
            timers.delete(card);
            observer.unobserve(card);
            const link = links.get(card);
            if (link) settled(link);
          }, settleMs),
        );
      }
    },
    { threshold: thresholds },
  );
  const watchCards = () => {
    for (const link of root.querySelectorAll(`a[${cardLinkAttribute}]`)) {
      if (!(link instanceof HTMLAnchorElement)) continue;
      // The card, whose link's overlay covers it: the link itself may be a line of text.
      const card = link.closest("article, li") ?? link;
      if (links.has(card)) continue;
      links.set(card, link);
      observer.observe(card);
    }
  };
  watchCards();
  const added = new MutationObserver(watchCards);
  added.observe(root, { childList: true, subtree: true });
  return () => {
    added.disconnect();
    observer.disconnect();
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
