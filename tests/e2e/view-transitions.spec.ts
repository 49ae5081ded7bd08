import { type CDPSession, expect, type Locator, type Page } from "@playwright/test";

import { projectTransitionName } from "#app/lib/page-transition.ts";
import { paths } from "#app/lib/paths.ts";

import { content } from "../support/e2e/content";
import { homeCopy, projectCopy } from "../support/e2e/copy";
import { test } from "../support/e2e/devtools";
import { projectById } from "../support/e2e/home";
import { gotoHydrated, holdModules, isHydrated } from "../support/e2e/hydration";

// Page transitions (app.css, app/lib/page-transition.ts): between the home page and the project
// pages the browser grows a card's picture into the project's first picture, and nothing else is
// captured (the rest of the page changes at once). It does so between documents before the app
// runs (CSS alone), and the app asks for the same transition once it navigates. Never for a
// visitor who asks for less motion.

const lang = "en";
const copy = homeCopy[lang];
// The first card of the grid, and the first project its page relates to.
const project = content.projects[0] ?? projectById("");
const related = projectById(project.meta.related[0] ?? "");

/**
 * Records on each document whether its `pagereveal` brought a view transition (a document's own
 * load never does; a navigation from the page before it with @view-transition does) and when it
 * finished, its layout shifts, and how many transitions the page started itself (React Router
 * calls document.startViewTransition).
 */
async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    window.pageReveals = [];
    window.addEventListener("pagereveal", (event) => {
      const transition = "viewTransition" in event ? event.viewTransition : null;
      window.pageReveals?.push(Boolean(transition));
      if (transition instanceof ViewTransition) {
        void transition.finished.then(() => (window.transitionFinished = true));
      }
    });
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if ("hadRecentInput" in entry && entry.hadRecentInput) continue;
        if ("value" in entry && typeof entry.value === "number") {
          window.layoutShift = (window.layoutShift ?? 0) + entry.value;
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
    window.viewTransitionsStarted = 0;
    const start = Document.prototype.startViewTransition;
    Document.prototype.startViewTransition = function (...args) {
      window.viewTransitionsStarted = (window.viewTransitionsStarted ?? 0) + 1;
      return start.apply(this, args);
    };
  });
}

function pageReveals(page: Page) {
  return page.evaluate(() => window.pageReveals);
}

function transitionsStarted(page: Page) {
  return page.evaluate(() => window.viewTransitionsStarted);
}

/**
 * The names of the animations the browser starts, read over the DevTools protocol: a transition
 * animates each element named on both pages, the old and the new, in a group of that name.
 */
async function recordAnimations(devtools: () => Promise<CDPSession>) {
  const names: string[] = [];
  const session = await devtools();
  session.on("Animation.animationStarted", ({ animation }) => names.push(animation.name));
  await session.send("Animation.enable");
  return names;
}

const grows = (projectId: string) =>
  `-ua-view-transition-group-anim-${projectTransitionName(projectId)}`;

function viewTransitionName(locator: Locator) {
  return locator.evaluate((element) => getComputedStyle(element).viewTransitionName);
}

/**
 * Every view-transition-name the page gives, the root's too (the browser's own unless the page says
 * otherwise): each is a snapshot a transition takes, and two alike would cancel it.
 */
function namesOnPage(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("*")]
      .map((element) => getComputedStyle(element).viewTransitionName)
      .filter((name) => name !== "none"),
  );
}

const cardFrame = (page: Page, title: string) =>
  page.locator("#projects article").filter({ hasText: title }).locator("div").first();
const cardLink = (page: Page, title: string) =>
  page.getByRole("link", { name: copy.learnMoreAbout(title), exact: true });
const firstPicture = (page: Page) => page.locator("article figure img").first();
const relatedCard = (page: Page, title: string) =>
  page.locator("#related li > div").filter({ hasText: title });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordTransitions(page);
});

test.describe("with motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("before the app, the browser moves between home and project with a transition", async ({
    page,
    devtools,
  }) => {
    await holdModules(page);
    await page.goto(paths.home(lang));
    const name = projectTransitionName(project.id);

    await test.step("the card's picture and the project's first picture share one name", async () => {
      expect(await pageReveals(page)).toEqual([false]);
      // Only the card the visitor is on is named: one capture, not one per card, nor the page's.
      expect(await viewTransitionName(cardFrame(page, project.text[lang].title))).toBe("none");
      expect(await namesOnPage(page)).toEqual([]);
      await cardLink(page, project.text[lang].title).hover();
      await expect
        .poll(() => viewTransitionName(cardFrame(page, project.text[lang].title)))
        .toBe(name);
      expect(await namesOnPage(page)).toEqual([name]);
    });

    await test.step("a card leads to its project through a transition", async () => {
      const animations = await recordAnimations(devtools);
      await cardLink(page, project.text[lang].title).click();
      await page.waitForURL(paths.project(lang, project.id));
      await expect.poll(() => pageReveals(page)).toEqual([true]);
      await expect.poll(() => animations).toContain(grows(project.id));
      await expect.poll(() => page.evaluate(() => window.transitionFinished)).toBe(true);
      expect(await page.evaluate(() => window.layoutShift)).toBe(0);
      expect(await isHydrated(page)).toBe(false);
      expect(await viewTransitionName(firstPicture(page))).toBe(name);
      expect(await namesOnPage(page)).toEqual([name]);
      await relatedCard(page, related.text[lang].title).hover();
      const names = await namesOnPage(page);
      expect(names).toContain(projectTransitionName(related.id));
      expect(new Set(names).size).toBe(names.length);
    });

    await test.step("a related card leads to its project through a transition", async () => {
      await relatedCard(page, related.text[lang].title).getByRole("link").click();
      await page.waitForURL(paths.project(lang, related.id));
      await expect.poll(() => pageReveals(page)).toEqual([true]);
      expect(await viewTransitionName(firstPicture(page))).toBe(projectTransitionName(related.id));
    });

    await test.step("the way back is a transition too", async () => {
      await page.getByRole("link", { name: projectCopy[lang].back }).click();
      await page.waitForURL(`${paths.home(lang)}#projects`);
      await expect.poll(() => pageReveals(page)).toEqual([true]);
      expect(await transitionsStarted(page)).toBe(0);
    });
  });

  test("a page with nothing named changes at once: no transition to capture it for", async ({
    page,
  }) => {
    // Before the app, from the CV (no picture there) to the home page's projects, by the top bar.
    await holdModules(page);
    await page.goto(paths.cv(lang));
    expect(await namesOnPage(page)).toEqual([]);
    await page
      .getByRole("banner")
      .locator(`a[href="${paths.home(lang)}#projects"]`)
      .first()
      .click();
    await page.waitForURL(`${paths.home(lang)}#projects`);
    await expect.poll(() => pageReveals(page)).toEqual([false]);
  });

  test("once the app runs, its navigations start the same transition", async ({
    page,
    devtools,
  }) => {
    await gotoHydrated(page, paths.home(lang));

    await test.step("a card", async () => {
      const animations = await recordAnimations(devtools);
      await cardLink(page, project.text[lang].title).click();
      await page.waitForURL(paths.project(lang, project.id));
      await expect.poll(() => transitionsStarted(page)).toBe(1);
      await expect.poll(() => animations).toContain(grows(project.id));
      await expect(firstPicture(page)).toBeVisible();
      expect(await viewTransitionName(firstPicture(page))).toBe(projectTransitionName(project.id));
    });

    await test.step("a related card", async () => {
      await relatedCard(page, related.text[lang].title).getByRole("link").click();
      await page.waitForURL(paths.project(lang, related.id));
      await expect.poll(() => transitionsStarted(page)).toBe(2);
    });

    await test.step("back to the projects", async () => {
      await page.getByRole("link", { name: projectCopy[lang].back }).click();
      await page.waitForURL(paths.home(lang));
      await expect.poll(() => transitionsStarted(page)).toBe(3);
      // All within one document: the browser revealed only the first page.
      expect(await pageReveals(page)).toEqual([false]);
    });
  });
});

test.describe("with less motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("pages change at once, before the app and once it runs", async ({ page }) => {
    await holdModules(page);
    await page.goto(paths.home(lang));

    await test.step("no names, and no transition between documents", async () => {
      expect(await namesOnPage(page)).toEqual([]);
      await cardLink(page, project.text[lang].title).click();
      await page.waitForURL(paths.project(lang, project.id));
      await expect.poll(() => pageReveals(page)).toEqual([false]);
      expect(await namesOnPage(page)).toEqual([]);
    });

    await test.step("the app starts none", async () => {
      await page.unrouteAll();
      await gotoHydrated(page, paths.home(lang));
      await cardLink(page, project.text[lang].title).click();
      await page.waitForURL(paths.project(lang, project.id));
      await expect(firstPicture(page)).toBeVisible();
      expect(await transitionsStarted(page)).toBe(0);
    });
  });
});
