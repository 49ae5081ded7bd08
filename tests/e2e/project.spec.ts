import { expect, test, type Page } from "@playwright/test";
import { paths, type Language } from "../../app/lib/paths";
import { content } from "./support/content";

const strings = {
  en: {
    readTime: (minutes: number) => `${minutes} min read`,
    officialLink: "Official Link",
    back: "Back to projects",
    related: "Related projects",
    notFound: "Project not found",
    backHome: "Back to home",
  },
  es: {
    readTime: (minutes: number) => `${minutes} min de lectura`,
    officialLink: "Enlace oficial",
    back: "Volver a los proyectos",
    related: "Proyectos relacionados",
    notFound: "Proyecto no encontrado",
    backHome: "Volver al inicio",
  },
} satisfies Record<Language, unknown>;

const languages: Language[] = ["en", "es"];

function project(id: string) {
  const found = content.projects.find((p) => p.id === id);
  if (!found) throw new Error(`No project ${id} in content`);
  return found;
}

function tagLabel(id: string, lang: Language) {
  const tag = content.tags.find((t) => t.id === id);
  if (!tag) throw new Error(`No tag ${id} in content`);
  return tag[lang];
}

/** Errors thrown by the page or logged by React (hydration mismatches), not failed resource loads. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  return errors;
}

for (const lang of languages) {
  const s = strings[lang];

  test.describe(`project pages (${lang})`, () => {
    test("every project shows its own content in this language", async ({ page }) => {
      test.setTimeout(90_000);
      const errors = collectErrors(page);
      for (const { id, meta, text } of content.projects) {
        const t = text[lang];
        const url = paths.project(lang, id);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);

        const article = page.getByRole("article");
        await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(t.title);
        await expect(article.getByText(String(meta.year), { exact: true }), url).toBeVisible();
        await expect(
          article.getByText(s.readTime(meta.readTime), { exact: true }),
          url,
        ).toBeVisible();
        await expect(article.getByRole("listitem"), url).toHaveText(
          meta.tags.map((tag) => tagLabel(tag, lang)),
        );

        // The subtitle, then every text block as its own paragraph, in the owner's order.
        const paragraphs = t.blocks.flatMap((b) => (b.type === "text" ? [b.content] : []));
        expect(await article.locator("p").allTextContents(), url).toEqual([
          t.subtitle,
          ...paragraphs,
        ]);

        const images = t.blocks.flatMap((b) => (b.type === "image" ? [b] : []));
        const figures = article.getByRole("figure");
        await expect(figures, url).toHaveCount(images.length);
        for (const [index, image] of images.entries()) {
          const img = figures.nth(index).getByRole("img");
          await expect(img, url).toHaveAccessibleName(image.alt);
          // Every body image follows at least one paragraph, so none belongs to the first screen.
          await expect(img, url).toHaveAttribute("loading", "lazy");
        }

        const official = page.getByRole("link", { name: s.officialLink, exact: true });
        if (t.externalLink) {
          await expect(official, url).toHaveAttribute("href", t.externalLink);
          await expect(official, url).toHaveAttribute("target", "_blank");
          await expect(official, url).toHaveAttribute("rel", "noopener noreferrer");
        } else {
          await expect(official, url).toHaveCount(0);
        }

        // Each related card links to that project's page here; the loop visits those pages too and
        // checks their h1, so every related link resolves to a page titled as the card says.
        const cards = page.getByRole("region", { name: s.related }).getByRole("listitem");
        await expect(cards, url).toHaveCount(2);
        for (const [index, relatedId] of meta.related.entries()) {
          const relatedText = project(relatedId).text[lang];
          const link = cards.nth(index).getByRole("link");
          await expect(link, url).toHaveAccessibleName(relatedText.title);
          await expect(link, url).toHaveAttribute("href", paths.project(lang, relatedId));
          await expect(cards.nth(index), url).toContainText(relatedText.description);
        }
      }
      expect(errors).toEqual([]);
    });

    test("a related card opens its project at the top with focus on the title", async ({
      page,
    }) => {
      const from = project("eva");
      const [, toId] = from.meta.related;
      if (!toId) throw new Error("eva needs two related projects");
      const to = project(toId);
      await page.goto(paths.project(lang, from.id));
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
      );
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

      await page.getByRole("link", { name: to.text[lang].title, exact: true }).click();
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(to.text[lang].title);
      await expect(page).toHaveURL(paths.project(lang, to.id));
      // Read at once, not polled: a smooth scroll still under way would fail here.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(heading).toBeFocused();
    });

    test("back to projects lands on the home page with the projects in view", async ({ page }) => {
      await page.goto(paths.project(lang, "vera"));
      await page.getByRole("button", { name: s.back }).click();
      await expect(page).toHaveURL(paths.home(lang));
      await expect(page.locator("#projects")).toBeInViewport();
    });

    test("an unknown id answers 404 with a way back home", async ({ page }) => {
      const response = await page.goto(paths.project(lang, "nope"));
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.notFound);
      await page.getByRole("button", { name: s.backHome }).click();
      await expect(page).toHaveURL(paths.home(lang));
    });
  });
}

test("the language toggle keeps the reader's place on a project", async ({ page }) => {
  await page.goto(paths.project("en", "wasapMarket"));
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await page.getByRole("button", { name: /^ES\b/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    project("wasapMarket").text.es.title,
  );
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
});
