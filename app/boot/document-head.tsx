import stylesheet from "#app/app.css?inline";
import { pageTransitionClass } from "#app/lib/page-transition.ts";
import type { Language } from "#app/lib/paths.ts";
import { statsEndpoints } from "#app/lib/stats-endpoints.ts";

import { FirstPaintHold } from "./first-paint-hold";
import { InstantScrollScript } from "./instant-scroll";
import { languageRedirectScript } from "./language-detection";
import emptyTransitionCode from "./page/empty-transition.ts?page-script";
import prerenderedCardsCode from "./page/prerendered-cards.ts?page-script";
import speculateInViewCode from "./page/speculate-in-view.ts?page-script";
import speculatedViewCode from "./page/speculated-view.ts?page-script";
import { themeSetup } from "./page/theme";
import themeCode from "./page/theme.ts?page-script";
import { callPageScript } from "./page-script";
import { speculationMark, speculationRules } from "./speculation-rules";

// What every page's <head> carries for its life before the app: the language script, the theme
// script, the instant-scroll script, no page transition where nothing would move, the count of a
// prerendered page once shown, the tap on a card whose page is prerendered left to the browser
// (once the app runs too), the speculation rules and the marking of cards a phone visitor stops
// at, the hold of the first paint for the first screen, the whole stylesheet inline and the styles
// for a page without JavaScript. Only the prerender writes the scripts' and the stylesheet's text:
// the client build drops it (import.meta.env.SSR is false there), and React does not touch
// dangerouslySetInnerHTML while hydrating, so what was served stays as it is through hydration and
// client navigations.

/** The head of every page, before React Router's <Meta /> and <Links />. */
export function BootHeadScripts({ lang }: { lang: Language }) {
  const language = import.meta.env.SSR ? languageRedirectScript(lang) : "";
  const speculatedView = import.meta.env.SSR
    ? callPageScript(speculatedViewCode, statsEndpoints.view)
    : "";
  const theme = import.meta.env.SSR ? callPageScript(themeCode, themeSetup) : "";
  const prerenderedCards = import.meta.env.SSR ? callPageScript(prerenderedCardsCode) : "";
  const emptyTransition = import.meta.env.SSR
    ? callPageScript(emptyTransitionCode, `.${pageTransitionClass}`)
    : "";
  const speculateInView = import.meta.env.SSR
    ? callPageScript(speculateInViewCode, speculationMark)
    : "";
  return (
    <>
      {/* The language detection runs as the page loads, before its first paint (ADR 1). */}
      <script dangerouslySetInnerHTML={{ __html: language }} suppressHydrationWarning />
      {/* The visitor's theme is on <html> before the first paint (page/theme.ts). */}
      <script dangerouslySetInnerHTML={{ __html: theme }} suppressHydrationWarning />
      <InstantScrollScript />
      {/* No page transition where nothing would move (page/empty-transition.ts). */}
      <script dangerouslySetInnerHTML={{ __html: emptyTransition }} suppressHydrationWarning />
      <script dangerouslySetInnerHTML={{ __html: speculatedView }} suppressHydrationWarning />
      {/* A card's page the browser prerendered is the browser's to show (page/prerendered-cards.ts). */}
      <script dangerouslySetInnerHTML={{ __html: prerenderedCards }} suppressHydrationWarning />
      {/* Pages the visitor is about to open, fetched ahead where the engine can (speculation-rules.ts);
          on a touch screen, the cards the visitor stops at (page/speculate-in-view.ts). */}
      <script dangerouslySetInnerHTML={{ __html: speculateInView }} suppressHydrationWarning />
      <script
        type="speculationrules"
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? speculationRules : "" }}
        suppressHydrationWarning
      />
      <FirstPaintHold />
    </>
  );
}

// The whole stylesheet is inlined in every prerendered page, so that nothing but the HTML stands
// before the first paint (ADR 15).
const inlineStylesheet = import.meta.env.SSR ? stylesheet : "";

// Without JavaScript, and where CSS cannot follow the scroll position, the top bar stays solid, so
// the text scrolling under it stays readable (app.css, top-bar-solid).
const noScriptStyles =
  "@supports not (animation-timeline: scroll()){.top-bar{border-color:var(--border);background-color:var(--header);backdrop-filter:blur(12px)}}" +
  // Controls that only a script can run (printing) are not offered to a page without one.
  "[data-requires-script]{display:none}";

/** The styles of every page, after React Router's <Links />. */
export function BootStyles() {
  return (
    <>
      <style
        data-stylesheet=""
        dangerouslySetInnerHTML={{ __html: inlineStylesheet }}
        suppressHydrationWarning
      />
      <noscript>
        <style>{noScriptStyles}</style>
      </noscript>
    </>
  );
}
