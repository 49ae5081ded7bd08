// Runs in <head> (compiled by the build: page-script.ts), before the app. On a touch screen, a
// project card the visitor stops at has its link marked, and rules of the page's speculation rules
// (speculation-rules.ts) fetch and prerender the marked links' pages at once: the HTML of a project
// page, about 18 KB brotli, and the phone's work of laying it out, for each card the visitor stops
// at (cards-in-view.ts). With a mouse the rules' own hover does it. A prerendered page marks
// nothing until it is shown.

import { tapIsTheFirstIntent, watchCardsInView } from "./cards-in-view";
import { afterShown } from "./when-shown";

export default function speculateCardsInView(mark: string): void {
  if (!tapIsTheFirstIntent()) return;
  const watch = () => watchCardsInView(document, (link) => link.setAttribute(mark, ""));
  afterShown(() => {
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", watch, { once: true });
    } else {
      watch();
    }
  });
}
