import { expect, test } from "@playwright/test";

import { homeSections } from "#app/lib/scroll/scroll.ts";

import { content } from "../support/e2e/content";
import { homeCopy, languages } from "../support/e2e/copy";
import { openHome } from "../support/e2e/home";
import {
  expectAtPageTop,
  expectSectionAtTop,
  scrollInstantly,
  sectionTop,
} from "../support/e2e/scroll";

const transparent = "rgba(0, 0, 0, 0)";

// Scrolling is smooth for a visitor who has not asked for less motion: the English pages test it
// that way. The scrolling code is the same in every language, and a smooth scroll costs this
// machine its frames (docs/performance.md): the Spanish pages test their links and focus with
// reduced motion, where each jump is instant.
const motion = { en: "no-preference", es: "reduce" } as const;

for (const lang of languages) {
  const home = homeCopy[lang];

  test.describe(`home layout (${lang})`, () => {
    test.use({ reducedMotion: motion[lang] });
    test("structure: sections, heading, top bar and contact links, outbound links, 1/2/3-column grid", async ({
      page,
    }) => {
      await openHome(page, lang);

      await test.step("the four sections in order, one h1 with the owner's name, and main#main", async () => {
        const ids = await page
          .locator("main#main > section")
          .evaluateAll((sections) => sections.map((section) => section.id));
        expect(ids).toEqual([...homeSections]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.site.name);
        const hero = content.about[lang].hero;
        const heroSection = page.locator("#hero");
        await expect(heroSection).toContainText(hero.tagline);
        await expect(heroSection).toContainText(hero.greeting);
        await expect(heroSection).toContainText(hero.subtitle);
        // The hero is the first thing under the top bar and fills the first screen.
        expect(await sectionTop(page, "hero")).toBe(0);
        const box = await heroSection.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual((page.viewportSize()?.height ?? 0) - 1);
      });

      await test.step("the brand links home and the profile links open in a new tab", async () => {
        const bar = page.getByRole("banner");
        const brand = bar.getByRole("link", { name: content.site.name });
        await expect(brand).toHaveAttribute("href", lang === "en" ? "/" : "/es/");
        // Label in name (WCAG 2.5.3): the name starts with the visible name; the monogram is hidden.
        await expect(brand).toHaveAccessibleName(`${content.site.name} ${home.brandHome}`);
        for (const profile of [content.site.profiles.network, content.site.profiles.video]) {
          const link = bar.getByRole("link", { name: `${profile.label} ${home.newTab}` });
          await expect(link).toHaveAttribute("href", profile.url);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        }
      });

      await test.step("the contact section has its links and the footer dated by the newest work", async () => {
        const contact = page.locator("#contact");
        await expect(contact.getByRole("heading", { level: 2 })).toBeVisible();
        await expect(contact.getByRole("link", { name: home.contactMe })).toBeVisible();
        const findMe = contact.getByRole("list", { name: home.findMeOn });
        for (const profile of Object.values(content.site.profiles)) {
          const link = findMe.getByRole("link", { name: `${profile.label} ${home.newTab}` });
          await expect(link).toHaveAttribute("href", profile.url);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        }
        const newest = Math.max(...content.projects.map((project) => project.meta.year));
        await expect(contact.getByText(home.copyright(newest, content.site.name))).toBeVisible();
      });

      await test.step("every outbound link opens in a new tab without an opener and says so", async () => {
        const links = page.locator('a[href^="http"]');
        expect(await links.count()).toBeGreaterThan(10);
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
          await expect(link).toHaveAccessibleName(new RegExp(escapeRegExp(home.newTab)));
        }
      });

      await test.step("the project grid has 1, 2 and 3 columns at 375, 800 and 1280 px", async () => {
        // One load: the grid follows the viewport width as it changes.
        for (const [width, columns] of [
          [375, 1],
          [800, 2],
          [1280, 3],
        ] as const) {
          await page.setViewportSize({ width, height: 900 });
          const boxes = await page.locator("#projects article").evaluateAll((cards) =>
            cards.slice(0, 4).map((card) => {
              const { top, bottom, left, width } = card.getBoundingClientRect();
              return { top, bottom, left, width };
            }),
          );
          const [first] = boxes;
          const nextRow = boxes[columns];
          if (!first || !nextRow) throw new Error("expected at least four cards");
          const firstRow = boxes.filter((box) => Math.abs(box.top - first.top) < 1);
          expect(firstRow, `${width} px`).toHaveLength(columns);
          // Cards in a row share the width, and the next card starts a new row at the left edge.
          for (const box of firstRow) expect(Math.abs(box.width - first.width)).toBeLessThan(1);
          expect(Math.abs(nextRow.left - first.left)).toBeLessThan(1);
          expect(nextRow.top).toBeGreaterThan(first.bottom);
        }
      });
    });

    test("the top bar turns solid past 20 px, and its buttons scroll to each section and move focus there", async ({
      page,
    }) => {
      await openHome(page, lang);
      const bar = page.getByRole("banner");

      await test.step("solid past 20 px and transparent again", async () => {
        const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
        const blur = () => bar.evaluate((el) => getComputedStyle(el).backdropFilter);

        await expect(bar).toHaveCSS("position", "fixed");
        await expect(bar).toHaveAttribute("data-scrolled", "false");
        await expect.poll(background).toBe(transparent);

        for (const y of [19, 20]) {
          await scrollInstantly(page, y);
          await expect(bar).toHaveAttribute("data-scrolled", "false");
        }
        await scrollInstantly(page, 21);
        await expect(bar).toHaveAttribute("data-scrolled", "true");
        await expect.poll(background).not.toBe(transparent);
        expect(await blur()).toContain("blur");

        await scrollInstantly(page, 2000);
        await expect(bar).toHaveAttribute("data-scrolled", "true");
        await scrollInstantly(page, 20);
        await expect(bar).toHaveAttribute("data-scrolled", "false");
        await expect.poll(background).toBe(transparent);
        await scrollInstantly(page, 0);
        await expect(bar).toHaveAttribute("data-scrolled", "false");
      });

      await test.step("the section buttons scroll and move focus", async () => {
        const nav = bar.getByRole("navigation");
        for (const id of ["about", "projects", "contact", "hero"] as const) {
          await nav.getByRole("link", { name: home.nav[id], exact: true }).click();
          await expectSectionAtTop(page, id);
          await expect(page.locator(`#${id}`)).toBeFocused();
        }
        await expectAtPageTop(page);
      });
    });

    test("the hero buttons scroll to projects, contact and about: smoothly, or at once with reduced motion", async ({
      page,
    }) => {
      await openHome(page, lang);
      const hero = page.locator("#hero");
      if (motion[lang] === "no-preference") {
        // Without reduced motion the first click starts a smooth scroll: read in the same task,
        // the page has not moved yet.
        const movedAtOnce = await page.evaluate(() => {
          document.querySelector<HTMLAnchorElement>('#hero a[href="#projects"]')?.click();
          return window.scrollY;
        });
        expect(movedAtOnce).toBeLessThan(100);
        await expectSectionAtTop(page, "projects");
      }
      await scrollInstantly(page, 0);
      await hero.getByRole("link", { name: home.seeProjects }).click();
      await expectSectionAtTop(page, "projects");
      await scrollInstantly(page, 0);
      await hero.getByRole("link", { name: home.getInTouch }).click();
      await expectSectionAtTop(page, "contact");
      await scrollInstantly(page, 0);
      await hero.getByRole("link", { name: home.scrollDown }).click();
      await expectSectionAtTop(page, "about");

      await test.step("with reduced motion, section scrolling is instant", async () => {
        await scrollInstantly(page, 0);
        await page.emulateMedia({ reducedMotion: "reduce" });
        const moved = await page.evaluate(() => {
          document.querySelector<HTMLAnchorElement>('#hero a[href="#projects"]')?.click();
          return window.scrollY;
        });
        expect(moved).toBeGreaterThan(500);
        await expectSectionAtTop(page, "projects");
      });
    });

    test("with reduced motion, a jump past the project cards lands where it aimed, with no correction after", async ({
      page,
    }) => {
      // The cards render only near the viewport, with a guessed height until then (first-paint.spec):
      // a jump to the contact section renders those above it first, or it would aim at a guessed
      // position and the page would shift under the visitor as they render.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openHome(page, lang);
      const lastCard = page.locator("#projects ul.grid > li > *").last();
      const rendered = () =>
        lastCard.evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
      expect(await rendered()).toBe(false);
      const aimedAt = await page.evaluate(() => {
        document.querySelector<HTMLAnchorElement>('#hero a[href="#contact"]')?.click();
        return window.scrollY;
      });
      await expectSectionAtTop(page, "contact");
      expect(await page.evaluate(() => window.scrollY)).toBe(aimedAt);
      expect(await rendered()).toBe(true);
    });

    test("on a phone the section buttons move into a menu", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openHome(page, lang);
      const bar = page.getByRole("banner");
      // Only the menu's own navigation exists for assistive technology while it is closed: none.
      await expect(bar.getByRole("link", { name: home.nav.projects, exact: true })).toBeHidden();
      // The menu is a popover: the browser opens and closes it, the app names its button.
      const open = bar.getByRole("button", { name: home.openMenu });
      const close = bar.getByRole("button", { name: home.closeMenu });
      const menu = bar.locator("nav[popover]");
      await expect(menu).toBeHidden();
      await open.click();
      await expect(menu).toBeVisible();
      await expect(close).toBeVisible();
      await expect(bar).toHaveAttribute("data-scrolled", "true");
      await menu.getByRole("link", { name: home.nav.projects, exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(open).toBeVisible();
      await expectSectionAtTop(page, "projects");
      // Escape closes the menu too, and puts focus back on its button.
      await open.click();
      await menu.getByRole("link", { name: home.nav.about, exact: true }).focus();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
      // Nothing is wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  });
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
