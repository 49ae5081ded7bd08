import { expect, test, type Page } from "@playwright/test";
import type { Language } from "../../app/lib/paths";
import { content } from "./support/content";
import { openHome, projectById, projectTitles, tagById } from "./support/home";
import { homeCopy, languages } from "./support/copy";

function cardTitles(page: Page) {
  return page.locator("#projects article").getByRole("heading", { level: 3 });
}

function filterBar(page: Page, lang: Language) {
  return page.getByRole("group", { name: homeCopy[lang].filter });
}

for (const lang of languages) {
  const s = homeCopy[lang];

  test.describe(`project filter (${lang})`, () => {
    test("starts on All with every project, in the content's order", async ({ page }) => {
      await openHome(page, lang);
      const all = filterBar(page, lang).getByRole("button", { name: s.all, exact: true });
      await expect(all).toHaveAttribute("aria-pressed", "true");
      await expect(cardTitles(page)).toHaveText(projectTitles(lang));
      await expect(page.locator("#projects").getByRole("status")).toHaveText(
        s.showingAll(content.projects.length),
      );
      // One button per tag, labelled in this language, none pressed.
      const buttons = filterBar(page, lang).getByRole("button");
      await expect(buttons).toHaveText([s.all, ...content.tags.map((tag) => tag[lang])]);
      for (const tag of content.tags) {
        await expect(
          filterBar(page, lang).getByRole("button", { name: tag[lang], exact: true }),
        ).toHaveAttribute("aria-pressed", "false");
      }
    });

    test("each tag shows exactly the projects carrying it; All resets", async ({ page }) => {
      test.setTimeout(60_000);
      await openHome(page, lang);
      const bar = filterBar(page, lang);
      const status = page.locator("#projects").getByRole("status");
      expect(content.tags).toHaveLength(22);
      for (const tag of content.tags) {
        const button = bar.getByRole("button", { name: tag[lang], exact: true });
        await button.click();
        const expected = projectTitles(lang, tag.id);
        expect(expected.length, tag.id).toBeGreaterThan(0);
        await expect(cardTitles(page), tag.id).toHaveText(expected);
        await expect(button).toHaveAttribute("aria-pressed", "true");
        await expect(bar.locator('[aria-pressed="true"]')).toHaveCount(1);
        await expect(status).toHaveText(s.showingTagged(expected.length, tag[lang]));
        await expect(page).toHaveURL(new RegExp(`\\?tag=${tag.id}$`));
      }
      const all = bar.getByRole("button", { name: s.all, exact: true });
      await all.click();
      await expect(all).toHaveAttribute("aria-pressed", "true");
      await expect(cardTitles(page)).toHaveText(projectTitles(lang));
      await expect(status).toHaveText(s.showingAll(content.projects.length));
      expect(new URL(page.url()).search).toBe("");
    });

    test("the active filter button looks different from the others", async ({ page }) => {
      await openHome(page, lang);
      const bar = filterBar(page, lang);
      const tag = tagById("ai");
      const button = bar.getByRole("button", { name: tag[lang], exact: true });
      const look = () =>
        button.evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.backgroundColor}|${style.color}`;
        });
      const before = await look();
      await button.click();
      await expect.poll(look).not.toBe(before);
    });

    test("a ?tag= link opens filtered, survives a reload, and Back/Forward move between filters", async ({
      page,
    }) => {
      const [first, second] = [tagById("product"), tagById("nft")];
      await openHome(page, lang, `?tag=${first.id}`);
      const bar = filterBar(page, lang);
      await expect(bar.getByRole("button", { name: first[lang], exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(cardTitles(page)).toHaveText(projectTitles(lang, first.id));

      await page.reload();
      await expect(cardTitles(page)).toHaveText(projectTitles(lang, first.id));

      // Filtering does not move the page.
      await bar.scrollIntoViewIfNeeded();
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await bar.getByRole("button", { name: second[lang], exact: true }).click();
      await expect(cardTitles(page)).toHaveText(projectTitles(lang, second.id));
      await expect(page).toHaveURL(new RegExp(`\\?tag=${second.id}$`));
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(2);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?tag=${first.id}$`));
      await expect(cardTitles(page)).toHaveText(projectTitles(lang, first.id));
      await page.goForward();
      await expect(cardTitles(page)).toHaveText(projectTitles(lang, second.id));
      await expect(bar.getByRole("button", { name: second[lang], exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    });

    test("an unknown ?tag= falls back to All without errors", async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      await openHome(page, lang, "?tag=not-a-tag");
      await expect(
        filterBar(page, lang).getByRole("button", { name: s.all, exact: true }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(cardTitles(page)).toHaveText(projectTitles(lang));
      expect(errors).toEqual([]);
    });

    test("a deep link hydrates without a mismatch", async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      const tag = tagById("ai");
      await openHome(page, lang, `?tag=${tag.id}`);
      await expect(cardTitles(page)).toHaveText(projectTitles(lang, tag.id));
      expect(errors).toEqual([]);
    });

    test("each card shows its thumbnail, description, tags and a Learn more link", async ({
      page,
    }) => {
      await openHome(page, lang);
      const cards = page.locator("#projects article");
      await expect(cards).toHaveCount(content.projects.length);
      for (const [index, project] of content.projects.entries()) {
        const card = cards.nth(index);
        const text = project.text[lang];
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(text.title);
        await expect(card).toContainText(text.description);
        await expect(card.getByRole("listitem")).toHaveText(
          project.meta.tags.map((id) => tagById(id)[lang]),
        );
        const link = card.getByRole("link", { name: s.learnMoreAbout(text.title), exact: true });
        await expect(link.getByText(s.learnMore, { exact: true })).toBeVisible();
        await expect(link).toHaveAttribute(
          "href",
          `${lang === "es" ? "/es" : ""}/project/${project.id}`,
        );
        const image = card.locator("picture img");
        await expect(image).toHaveAttribute("width", /\d+/);
        await expect(image).toHaveAttribute("loading", "lazy");
      }
    });

    test("Learn more opens the project page", async ({ page }) => {
      await openHome(page, lang);
      const project = projectById("eva");
      await page.getByRole("link", { name: s.learnMoreAbout(project.text[lang].title) }).click();
      await expect(page).toHaveURL(`${lang === "es" ? "/es" : ""}/project/${project.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.text[lang].title);
    });
  });
}
