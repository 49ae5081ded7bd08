import { cardLinkAttribute } from "./page/cards-in-view";

// Speculation rules (https://wicg.github.io/nav-speculation/speculation-rules.html), inline in every
// page's <head> (document-head.tsx), for full page loads before the app runs: a page of this site
// the visitor rests the pointer on (about 200 ms, or a press) is prerendered, its HTML fetched
// first; on a touch screen, so is a project card's page as soon as the visitor stops at the card
// (page/speculate-in-view.ts marks its link): a phone has no hover, and a page prerendered only
// from the press would still be parsing when the tap lands (about 700 ms at 4x CPU). The prefetch
// rules keep the HTML coming where a browser declines the prerender (memory or battery saver, its
// limit of prerenders). Engines without the API ignore the element.
// Once the app runs it opens pages in place (page-prefetch.tsx fetches what those need), so the
// rules leave a hydrated page's links alone, but for the project cards': the browser shows a card's
// prerendered page about twice as fast as the app renders it, so a tap on such a card stays the
// browser's (page/prerendered-cards.ts, ADR 29). The CSP allows the rules by their hash
// (scripts/build/csp-hashes.ts). A prerendered page waits to be shown to count its view, log, store
// or move (page/speculated-view.ts, page/when-shown.ts).

/**
 * Links to pages of this site: not files (a dot in the path), the relay, or an in-page jump; once
 * the app runs, only a card's link (the app opens other pages itself).
 */
const pageLinks = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/*.*" } },
    { not: { href_matches: "/api/*" } },
    {
      not: {
        selector_matches: `[data-hydrated] a:not([${cardLinkAttribute}]), a[href^='#'], a[target], a[download]`,
      },
    },
  ],
};

/**
 * The mark page/speculate-in-view.ts sets on a card's link once a visitor on a touch screen has
 * stopped at the card: a phone has no hover, so "moderate" would wait for the tap's own press.
 */
export const speculationMark = "data-speculate";

/** The rules, as the element's text. */
export const speculationRules = JSON.stringify({
  prefetch: [
    { where: pageLinks, eagerness: "moderate" },
    {
      where: { and: [pageLinks, { selector_matches: `a[${speculationMark}]` }] },
      eagerness: "immediate",
    },
  ],
  prerender: [
    { where: pageLinks, eagerness: "moderate" },
    {
      where: { and: [pageLinks, { selector_matches: `a[${speculationMark}]` }] },
      eagerness: "immediate",
    },
  ],
});
