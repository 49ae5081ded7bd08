import { instantScrollAttribute } from "#app/lib/scroll/scroll.ts";

import instantScrollCode from "./page/instant-scroll.ts?page-script";
import { callPageScript } from "./page-script";

export function instantScrollScript(): string {
  return callPageScript(instantScrollCode, instantScrollAttribute);
}

/**
 * The head script of page/instant-scroll.ts. Only the prerender writes its text: React leaves it
 * as it is while hydrating, so the browser's bundle carries none of it.
 */
export function InstantScrollScript() {
  const script = import.meta.env.SSR ? instantScrollScript() : "";
  return <script dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />;
}
