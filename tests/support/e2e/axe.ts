import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

// axe-core itself, run in the page (page.evaluate is not subject to the page's CSP). The suite
// runs it once per page template × language × theme, and on the dialog and tab states: see
// accessibility.spec.ts. @axe-core/playwright is not used: its 4.14 release requires Node 22.

/** Every WCAG 2.0, 2.1 and 2.2 level A and AA rule axe has. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The two colour themes, chosen by the system preference (emulated with page.emulateMedia). */
export const themes = ["light", "dark"] as const;

/**
 * Runs axe with every WCAG A/AA rule over the page, or only inside `include` (a CSS selector);
 * a failure lists each rule and the elements it caught.
 */
export async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) {
    await page.evaluate(axe.source);
  }
  const violations = await page.evaluate(
    async ({ tags, context }) => {
      const engine = window.axe;
      if (!engine) throw new Error("axe did not load");
      const results = await engine.run(context ? { include: [context] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    },
    { tags: wcagTags, context: include ?? null },
  );
  expect(violations, label).toEqual([]);
}
