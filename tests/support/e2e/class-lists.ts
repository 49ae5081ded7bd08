import type { Page } from "@playwright/test";
import { twMerge } from "tailwind-merge";

/**
 * The class lists in which two utilities set one property (`text-sm` and `text-base`, or
 * `border-transparent` and `border-border`). The page's `cn()` joins classes without resolving
 * such pairs (app/lib/cn.ts), and which of the two applies would follow the stylesheet's order,
 * not the list's. tailwind-merge, which knows Tailwind's utility groups, tells: it drops the one it
 * would overrule. Each entry names what it would drop.
 */
export function conflictingClassLists(lists: Iterable<string>): string[] {
  const conflicts = new Set<string>();
  for (const list of lists) {
    const classes = list.split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes.join(" ")).split(" "));
    const dropped = classes.filter((name) => !kept.has(name));
    if (dropped.length > 0) conflicts.add(`${dropped.join(" ")} in "${list}"`);
  }
  return [...conflicts];
}

/** Every class list in the page as it is now, in the light and the dark DOM alike. */
export function classListsIn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("[class]")].map((element) => element.getAttribute("class") ?? ""),
  );
}

/** Every class list of an HTML document's markup. */
export function classListsOf(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].map(([, list]) => list ?? "");
}
