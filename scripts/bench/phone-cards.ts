import type { Phone } from "./cdp-phone";

// What `npm run bench:nav` and the browser test of a prerendered card (tests/e2e/instant-pages.spec.ts)
// read from the phone: the card to tap, and the prerender of its page.

/** The least of a card that must show for a tap on it: the smallest tap target guidelines allow. */
const tapTargetPx = 48;

/** A wait longer than this is a hang, not a slow machine. */
const hangMs = 120_000;

export type CardInView = { title: string; href: string; x: number; y: number };

/**
 * The first card (its link covers it) of which a tap target's height shows without scrolling: its
 * title, address and the centre of its part in view. Throws if none shows: scrolling would be an
 * input.
 */
export async function cardInView(phone: Phone, selector: string): Promise<CardInView> {
  return phone.evaluate<CardInView>(`(() => {
    for (const link of document.querySelectorAll(${JSON.stringify(selector)})) {
      const card = link.closest("article") ?? link;
      const box = card.getBoundingClientRect();
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, innerHeight);
      if (bottom - top < ${tapTargetPx}) continue;
      const title = card.querySelector("h3")?.textContent?.trim() ?? "";
      return { title, href: link.href, x: box.left + box.width / 2, y: (top + bottom) / 2 };
    }
    throw new Error("no card of ${selector} shows ${tapTargetPx} px without scrolling");
  })()`);
}

/**
 * The latest prerender status of each address the tab reports, from now on; `ready(url)` resolves
 * once that page's prerender is ready to be shown, and fails if the browser gave it up.
 */
export function watchPrerenders(phone: Phone): { ready(url: string): Promise<void> } {
  const statuses = new Map<string, { status: string; reason?: string }>();
  phone.on("Preload.prerenderStatusUpdated", (update) => {
    statuses.set(update.key.url, { status: update.status, reason: update.prerenderStatus });
  });
  return {
    async ready(url) {
      const deadline = Date.now() + hangMs;
      for (;;) {
        const latest = statuses.get(url);
        if (latest?.status === "Ready") return;
        if (latest?.status === "Failure")
          throw new Error(`the prerender of ${url} failed: ${latest.reason ?? "?"}`);
        if (Date.now() > deadline) throw new Error(`no prerender of ${url} after ${hangMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
