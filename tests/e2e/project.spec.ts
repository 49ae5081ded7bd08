import { expect, test } from "@playwright/test";

import { type BodyBlock, type Inline, inlineText } from "#app/content/body-tree.ts";
import { type Language, paths } from "#app/lib/paths.ts";

import { content } from "../support/e2e/content";
import { projectCopy } from "../support/e2e/copy";
import { collapseSpace, fetchPage, textOf } from "../support/e2e/html";
import { gotoHydrated, waitForHydration } from "../support/e2e/hydration";
import {
  clearScrollPositionsSeen,
  expectAtPageTop,
  expectSectionAtTop,
  offsetsOnTheWay,
  recordScrollPositions,
  scrollInstantly,
  waitForScrollToSettle,
} from "../support/e2e/scroll";

// Scrolling is smooth for a visitor who has not asked for less motion: test it that way.
test.use({ reducedMotion: "no-preference" });

const languages: Language[] = ["en", "es"];

function project(id: string) {
  const found = content.projects.find((p) => p.id === id);
  if (!found) throw new Error(`No project ${id} in content`);
  return found;
}

/** The text of each body paragraph as a page shows it: an outside link adds its new-tab hint. */
function paragraphTexts(blocks: readonly BodyBlock[], newTab: string): string[] {
  const inline = (children: readonly Inline[]): string =>
    children
      .map((child) => {
        if (typeof child === "string") return child;
        if (child.type === "code") return child.value;
        if (child.type === "break") return " ";
        const words = inline(child.children);
        return child.type === "link" && child.href.startsWith("http")
          ? `${words} ${newTab}`
          : words;
      })
      .join("");
  return blocks.flatMap((block): string[] => {
    if (block.type === "paragraph") return [collapseSpace(inline(block.children))];
    if (block.type === "quote") return paragraphTexts(block.children, newTab);
    if (block.type !== "list") return [];
    // A tight list item is its words alone, without a paragraph.
    return block.items.flatMap((item) =>
      item.length === 1 && item[0]?.type === "paragraph" ? [] : paragraphTexts(item, newTab),
    );
  });
}

/** The first link from one project's body to another, with its words, in this language. */
function firstProjectLink(lang: Language) {
  const inlines = (children: readonly Inline[]): { to: string; words: string }[] =>
    children.flatMap((child) => {
      if (typeof child === "string" || !("children" in child)) return [];
      if (child.type === "project-link") {
        return [{ to: child.project, words: collapseSpace(inlineText(child.children)) }];
      }
      return inlines(child.children);
    });
  for (const { id, text } of content.projects) {
    for (const block of text[lang].blocks) {
      const links = block.type === "paragraph" ? inlines(block.children) : [];
      if (links[0]) return { from: id, ...links[0] };
    }
  }
  return undefined;
}

function tagLabel(id: string, lang: Language) {
  const tag = content.tags.find((t) => t.id === id);
  if (!tag) throw new Error(`No tag ${id} in content`);
  return tag[lang];
}

for (const lang of languages) {
  const s = projectCopy[lang];

  test.describe(`project pages (${lang})`, () => {
    // Read over HTTP, as the server sends it (hydration of every page is security.spec.ts's sweep).
    test("every project shows its own content in this language", async ({ request }) => {
      for (const { id, meta, text } of content.projects) {
        const t = text[lang];
        const url = paths.project(lang, id);
        const { status, document } = await fetchPage(request, url);
        expect(status, url).toBe(200);

        const article = document.querySelector("main article");
        expect(article, url).not.toBeNull();
        expect(textOf(document.querySelector("h1")), url).toBe(t.title);
        const facts = [...(article?.querySelectorAll("dd") ?? [])].map((dd) => textOf(dd));
        expect(facts, url).toContain(String(meta.year));
        expect(facts, url).toContain(s.readTime(meta.readTime));
        expect(
          [...(article?.querySelectorAll("header dl li") ?? [])].map((li) => textOf(li)),
          url,
        ).toEqual(meta.tags.map((tag) => tagLabel(tag, lang)));

        // The subtitle, then every paragraph of the body, in the owner's order; the body's own
        // headings follow the page's one <h1>.
        expect(
          [...(article?.querySelectorAll("p") ?? [])].map((p) => textOf(p)),
          url,
        ).toEqual([collapseSpace(t.subtitle), ...paragraphTexts(t.blocks, s.newTab)]);
        expect(document.querySelectorAll("h1"), url).toHaveLength(1);

        const images = t.blocks.flatMap((b) => (b.type === "image" ? [b] : []));
        const figures = [...(article?.querySelectorAll("figure") ?? [])];
        expect(figures, url).toHaveLength(images.length);
        for (const [index, image] of images.entries()) {
          const img = figures[index]?.querySelector("img");
          expect(img?.getAttribute("alt"), url).toBe(image.alt);
          // Every body image follows at least one paragraph, so none belongs to the first screen.
          expect(img?.getAttribute("loading"), url).toBe("lazy");
        }

        const official = [...document.querySelectorAll("main a")].filter(
          // The visible label, then the hidden hint that it opens a new tab.
          (a) => textOf(a) === `${s.officialLink} ${s.newTab}`,
        );
        if (t.externalLink) {
          expect(official, url).toHaveLength(1);
          expect(official[0]?.getAttribute("href"), url).toBe(t.externalLink);
          expect(official[0]?.getAttribute("target"), url).toBe("_blank");
          expect(official[0]?.getAttribute("rel"), url).toBe("noopener noreferrer");
        } else {
          expect(official, url).toHaveLength(0);
        }

        // Each related card links to that project's page here, titled as that page is (every
        // project's own title is checked in this loop).
        const related = [...document.querySelectorAll("main section[aria-labelledby]")].find(
          (section) => textOf(section.querySelector("h2")) === s.related,
        );
        const cards = [...(related?.querySelectorAll("li") ?? [])];
        expect(cards, url).toHaveLength(2);
        for (const [index, relatedId] of meta.related.entries()) {
          const relatedText = project(relatedId).text[lang];
          const link = cards[index]?.querySelector("a");
          expect(textOf(link), url).toBe(relatedText.title);
          expect(link?.getAttribute("href"), url).toBe(paths.project(lang, relatedId));
          expect(textOf(cards[index]), url).toContain(collapseSpace(relatedText.description));
        }
      }
    });

    test("a body's link to another project opens it in this language, without loading a new document", async ({
      page,
    }) => {
      const found = firstProjectLink(lang);
      if (!found) throw new Error("no project body links to another project");
      await gotoHydrated(page, paths.project(lang, found.from));
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      // A body links every mention of another project, so the same words may link twice.
      const link = page.locator("main article").getByRole("link", { name: found.words }).first();
      await expect(link).toHaveAttribute("href", paths.project(lang, found.to));
      await expect(link).not.toHaveAttribute("target");
      await link.click();
      await expect(page).toHaveURL(paths.project(lang, found.to));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        project(found.to).text[lang].title,
      );
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    });

    test("a related card opens its project at the top with focus on the title; back to projects lands on the projects once; an unknown id answers 404 with a way back home", async ({
      page,
    }) => {
      const from = project("eva");
      const [, toId] = from.meta.related;
      if (!toId) throw new Error("eva needs two related projects");
      const to = project(toId);

      await test.step("a related card opens its project at the top with focus on the title", async () => {
        await gotoHydrated(page, paths.project(lang, from.id));
        await page.evaluate(() =>
          window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
        );
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
        // The card, not a mention of the same project in the body.
        await page
          .locator("#related")
          .getByRole("link", { name: to.text[lang].title, exact: true })
          .click();
        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toHaveText(to.text[lang].title);
        await expect(page).toHaveURL(paths.project(lang, to.id));
        // Read at once, not polled: a smooth scroll still under way would fail here.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expect(heading).toBeFocused();
      });

      await test.step("back to projects lands on the home page with the projects in view, once", async () => {
        const back = page.getByRole("link", { name: s.back });
        // The address names the section, for the page before the app; the app goes to the home
        // page itself, with the specification's state.
        await expect(back).toHaveAttribute("href", `${paths.home(lang)}#projects`);
        await back.click();
        await expect(page).toHaveURL(paths.home(lang));
        await expectSectionAtTop(page, "projects");
        await expect(page.locator("#projects")).toBeFocused();
        // The history entry no longer asks for the scroll...
        await expect
          .poll(() =>
            page.evaluate(() => {
              const state: unknown = window.history.state;
              return typeof state === "object" && state !== null && "usr" in state
                ? state.usr
                : null;
            }),
          )
          .toBeNull();
        // ...so after going back to the top and reloading, nothing scrolls again.
        await scrollInstantly(page, 0);
        await page.reload();
        await waitForHydration(page);
        await expectAtPageTop(page);
      });

      await test.step("an unknown id answers 404 with a way back home", async () => {
        const response = await gotoHydrated(page, paths.project(lang, "nope"));
        expect(response?.status()).toBe(404);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.notFound);
        const home = page.getByRole("link", { name: s.backHome });
        await expect(home).toHaveAttribute("href", paths.home(lang));
        await home.click();
        await expect(page).toHaveURL(paths.home(lang));
      });
    });
  });
}

test("the language toggle keeps the reader's place on a project", async ({ page }) => {
  await gotoHydrated(page, paths.project("en", "wasapMarket"));
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await page.getByRole("link", { name: /^ES\b/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    project("wasapMarket").text.es.title,
  );
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
});

test("a reload returns to where the reader was once the app has run; a first load stores nothing", async ({
  page,
}) => {
  await page.goto(paths.project("en", "wasapMarket"));
  // Before the app starts, the page's load script has left history and session storage alone.
  expect(await page.evaluate(() => [window.history.state, sessionStorage.length])).toEqual([
    null,
    0,
  ]);
  await waitForHydration(page);
  await scrollInstantly(page, 900);
  await page.reload();
  // The load script restores the position before the first paint; the app is not running yet.
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
  await waitForHydration(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
});

test("Back from a project, and a reload there, return to the reader's place on the home page at once", async ({
  page,
}) => {
  const slidFromTheTop = async (place: number) => {
    // Near the place, not at it to the pixel: the cards above render as it lands, and the
    // browser's scroll anchoring keeps what is in view where it is.
    expect(Math.abs((await waitForScrollToSettle(page)) - place)).toBeLessThan(place / 10);
    return offsetsOnTheWay(page, 0, place);
  };
  await recordScrollPositions(page);
  await gotoHydrated(page, paths.home("en"));
  const card = page.locator("#projects article").nth(7);
  await card.scrollIntoViewIfNeeded();
  const place = await page.evaluate(() => window.scrollY);
  expect(place).toBeGreaterThan(2000);
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/project\//);
  await clearScrollPositionsSeen(page);
  await page.goBack();
  await expect(page).toHaveURL(paths.home("en"));
  await expect(page.locator("#projects")).toBeAttached();
  expect(await slidFromTheTop(place)).toEqual([]);

  const placeNow = await page.evaluate(() => window.scrollY);
  await page.reload();
  expect(await slidFromTheTop(placeNow)).toEqual([]);
});
