import { expect, type Page, test } from "@playwright/test";

import type { Language } from "#app/lib/paths.ts";

import { content } from "../support/e2e/content";
import { homeCopy, languages } from "../support/e2e/copy";
import { openHome, projectById, projectTitles, radioOption, tagById } from "../support/e2e/home";

/** The titles of the cards the filter shows (the others are in the page, hidden by CSS). */
function cardTitles(page: Page) {
  return page.locator("#projects article:visible").getByRole("heading", { level: 3 });
}

function filterBar(page: Page, lang: Language) {
  return page.getByRole("group", { name: homeCopy[lang].filter });
}

/** Collects the page's errors: uncaught exceptions and console errors (a hydration mismatch is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  return errors;
}

/** What the filter shows at once: the chosen tag, the shown cards' titles, the status and the query. */
function filterState(page: Page) {
  return page.evaluate(() => ({
    pressed: [...document.querySelectorAll<HTMLInputElement>("#projects input:checked")].map(
      (radio) => radio.closest("label")?.textContent?.trim() ?? "",
    ),
    titles: [...document.querySelectorAll<HTMLElement>("#projects article")]
      .filter((card) => card.checkVisibility())
      .map((card) => card.querySelector("h3")?.textContent?.trim() ?? ""),
    status:
      document.querySelector<HTMLElement>('#projects [role="status"]')?.innerText.trim() ?? "",
    search: window.location.search,
  }));
}

/**
 * Taps a tag (the empty value is All) and reads the cards shown in the frame that tap paints, before
 * the app's own work, which follows the paint (app/boot/after-next-paint.ts).
 */
function titlesInTheTapsFrame(page: Page, tagId: string) {
  return page.evaluate(
    (value) =>
      new Promise<string[]>((resolve) => {
        document.querySelector<HTMLInputElement>(`#projects input[value="${value}"]`)?.click();
        requestAnimationFrame(() =>
          resolve(
            [...document.querySelectorAll<HTMLElement>("#projects article")]
              .filter((card) => card.checkVisibility())
              .map((card) => card.querySelector("h3")?.textContent?.trim() ?? ""),
          ),
        );
      }),
    tagId,
  );
}

for (const lang of languages) {
  const home = homeCopy[lang];

  test.describe(`project filter (${lang})`, () => {
    test("starts on All with every card; each tag shows exactly its projects; All resets; Learn more opens a project", async ({
      page,
    }) => {
      await openHome(page, lang);
      const bar = filterBar(page, lang);

      await test.step("starts on All with every project, in the content's order", async () => {
        const all = bar.getByRole("radio", { name: home.all, exact: true });
        await expect(all).toBeChecked();
        await expect(cardTitles(page)).toHaveText(projectTitles(lang));
        await expect(page.locator("#projects").getByRole("status")).toHaveText(
          home.showingAll(content.projects.length),
          { useInnerText: true },
        );
        // One radio per tag, labelled in this language, only All chosen.
        await expect(bar.locator("label")).toHaveText([
          home.all,
          ...content.tags.map((t) => t[lang]),
        ]);
        await expect(bar.getByRole("radio", { checked: true })).toHaveCount(1);
        await expect(bar.getByRole("radio", { checked: false })).toHaveCount(content.tags.length);
      });

      await test.step("each card shows its thumbnail, description, tags and a Learn more link", async () => {
        const cards = await page.locator("#projects article").evaluateAll((articles) =>
          articles.map((card) => {
            const link = card.querySelector("a");
            const image = card.querySelector("picture img");
            return {
              title: card.querySelector("h3")?.textContent?.trim(),
              text: card.textContent ?? "",
              tags: [...card.querySelectorAll("li")].map((li) => li.textContent?.trim()),
              linkText: link?.textContent?.trim(),
              linkVisible: link?.checkVisibility() ?? false,
              href: link?.getAttribute("href"),
              imageWidth: image?.getAttribute("width"),
              imageLoading: image?.getAttribute("loading"),
            };
          }),
        );
        expect(cards).toHaveLength(content.projects.length);
        for (const [index, project] of content.projects.entries()) {
          const text = project.text[lang];
          const card = cards[index];
          expect(card?.title).toBe(text.title);
          expect(card?.text).toContain(text.description);
          expect(card?.tags).toEqual(project.meta.tags.map((id) => tagById(id)[lang]));
          expect(card?.linkText).toContain(home.learnMore);
          expect(card?.linkVisible).toBe(true);
          expect(card?.href).toBe(`${lang === "es" ? "/es" : ""}/project/${project.id}`);
          expect(card?.imageWidth).toMatch(/\d+/);
          expect(card?.imageLoading).toBe("lazy");
        }
        // Each link's accessible name says which project it opens.
        for (const project of content.projects) {
          const name = home.learnMoreAbout(project.text[lang].title);
          await expect(page.getByRole("link", { name, exact: true })).toHaveCount(1);
        }
      });

      await test.step("the active filter looks different from the others", async () => {
        const option = radioOption(page, "projects", tagById("ai")[lang]);
        const look = () =>
          option.locator("span").evaluate((el) => {
            const style = getComputedStyle(el);
            return `${style.backgroundColor}|${style.color}`;
          });
        const before = await look();
        await option.click();
        await expect.poll(look).not.toBe(before);
      });

      await test.step("each tag shows exactly the projects carrying it", async () => {
        for (const tag of content.tags) {
          await radioOption(page, "projects", tag[lang]).click();
          const expected = projectTitles(lang, tag.id);
          expect(expected.length, tag.id).toBeGreaterThan(0);
          await expect
            .poll(() => filterState(page), { message: tag.id })
            .toEqual({
              pressed: [tag[lang]],
              titles: expected,
              status: home.showingTagged(expected.length, tag[lang]),
              search: `?tag=${tag.id}`,
            });
        }
      });

      await test.step("a tap shows its cards in the frame it paints, from one tag to another and to All", async () => {
        await radioOption(page, "projects", tagById("nft")[lang]).click();
        await expect(page).toHaveURL(/\?tag=nft$/);
        expect(await titlesInTheTapsFrame(page, "ai")).toEqual(projectTitles(lang, "ai"));
        await expect(page).toHaveURL(/\?tag=ai$/);
        expect(await titlesInTheTapsFrame(page, "")).toEqual(projectTitles(lang));
        await expect(page).toHaveURL(/\/$/);
        await radioOption(page, "projects", tagById("ai")[lang]).click();
        await expect(page).toHaveURL(/\?tag=ai$/);
      });

      await test.step("All resets", async () => {
        await radioOption(page, "projects", home.all).click();
        await expect
          .poll(() => filterState(page))
          .toEqual({
            pressed: [home.all],
            titles: projectTitles(lang),
            status: home.showingAll(content.projects.length),
            search: "",
          });
      });

      await test.step("Learn more opens the project page", async () => {
        const project = projectById("eva");
        await page
          .getByRole("link", { name: home.learnMoreAbout(project.text[lang].title) })
          .click();
        await expect(page).toHaveURL(`${lang === "es" ? "/es" : ""}/project/${project.id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.text[lang].title);
      });
    });

    test("a ?tag= link opens filtered and hydrates cleanly, survives a reload, and Back/Forward move between filters; an unknown tag falls back to All", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const [first, second] = [tagById("product"), tagById("nft")];
      await openHome(page, lang, `?tag=${first.id}`);
      const bar = filterBar(page, lang);
      await expect(bar.getByRole("radio", { name: first[lang], exact: true })).toBeChecked();
      await expect(cardTitles(page)).toHaveText(projectTitles(lang, first.id));
      // A deep link hydrates without a mismatch.
      expect(errors).toEqual([]);

      await page.reload();
      await expect(cardTitles(page)).toHaveText(projectTitles(lang, first.id));

      // Filtering does not move the page.
      await bar.scrollIntoViewIfNeeded();
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await radioOption(page, "projects", second[lang]).click();
      await expect(cardTitles(page)).toHaveText(projectTitles(lang, second.id));
      await expect(page).toHaveURL(new RegExp(`\\?tag=${second.id}$`));
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(2);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?tag=${first.id}$`));
      await expect(cardTitles(page)).toHaveText(projectTitles(lang, first.id));
      await page.goForward();
      await expect(cardTitles(page)).toHaveText(projectTitles(lang, second.id));
      await expect(bar.getByRole("radio", { name: second[lang], exact: true })).toBeChecked();

      await openHome(page, lang, "?tag=not-a-tag");
      await expect(bar.getByRole("radio", { name: home.all, exact: true })).toBeChecked();
      await expect(cardTitles(page)).toHaveText(projectTitles(lang));
      expect(errors).toEqual([]);
    });
  });
}
