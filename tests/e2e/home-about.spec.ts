import { expect, type Page, test } from "@playwright/test";

import type { Language } from "#app/lib/paths.ts";

import { content } from "../support/e2e/content";
import { homeCopy, languages } from "../support/e2e/copy";
import { openHome } from "../support/e2e/home";

function tabs(page: Page) {
  return page.locator("#about").getByRole("tab");
}

async function expectSelected(page: Page, lang: Language, index: 0 | 1 | 2 | 3) {
  const tab = tabs(page).nth(index);
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#about").getByRole("tab", { selected: true })).toHaveCount(1);
  const panel = page.locator("#about").getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAccessibleName(homeCopy[lang].tabs[index]);
}

for (const lang of languages) {
  const home = homeCopy[lang];
  const about = content.about[lang];

  test.describe(`about section (${lang})`, () => {
    test("shows the intro, linked description and hobbies, photo, skills and focus; tabs start on experience, list their entries, switch by click and move with the keyboard", async ({
      page,
    }) => {
      await openHome(page, lang);
      // The tabs start on experience.
      await expect(tabs(page)).toHaveText(home.tabs);
      await expect(tabs(page).first()).toHaveAttribute("aria-selected", "true");
      const section = page.locator("#about");
      await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(section).toContainText(about.intro);
      // Every [text](url) in the owner's paragraphs becomes an outbound link.
      const written = [
        ...`${about.description} ${about.hobbies}`.matchAll(/\[([^\]]+)\]\((https?:[^)]+)\)/g),
      ];
      expect(written.length).toBeGreaterThan(3);
      const paragraphs = section.getByRole("paragraph").filter({ has: page.getByRole("link") });
      for (const [, text, href] of written) {
        // The same employer may also be linked from the experience tab, further down.
        const link = paragraphs
          .getByRole("link", { name: `${text} ${home.newTab}`, exact: true })
          .first();
        await expect(link).toHaveAttribute("href", href ?? "");
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      const portrait = section.getByRole("img", { name: content.site.name });
      await expect(portrait).toBeVisible();
      await expect(portrait).toHaveAttribute("alt", new RegExp(content.site.name));
      expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
      const skills = section.getByRole("list", { name: home.skills });
      await expect(skills.getByRole("listitem")).toHaveText(about.skills);
      await expect(section.getByRole("heading", { name: about.focus.title })).toBeVisible();
      await expect(section).toContainText(about.focus.text);

      const panel = page.locator("#about").getByRole("tabpanel");

      for (const [index, entry] of about.experience.entries()) {
        const item = panel.getByRole("listitem").nth(index);
        await expect(item.getByRole("heading")).toHaveText(entry.title);
        await expect(item).toContainText(entry.period);
        if (entry.url) {
          const link = item.getByRole("link", { name: new RegExp(`^${entry.company}`) });
          await expect(link).toHaveAttribute("href", entry.url);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        } else {
          await expect(item).toContainText(entry.company);
          await expect(item.getByRole("link")).toHaveCount(0);
        }
      }
      await expect(panel.getByRole("listitem")).toHaveCount(about.experience.length);

      await tabs(page).nth(1).click();
      await expect(panel.getByRole("listitem")).toHaveCount(about.awards.length);
      for (const [index, award] of about.awards.entries()) {
        const item = panel.getByRole("listitem").nth(index);
        await expect(item.getByRole("heading")).toHaveText(award.name);
        await expect(item).toContainText(String(award.year));
      }

      await tabs(page).nth(2).click();
      await expectSelected(page, lang, 2);
      await expect(panel.getByRole("listitem")).toHaveCount(about.education.length);
      for (const [index, entry] of about.education.entries()) {
        const item = panel.getByRole("listitem").nth(index);
        await expect(item.getByRole("heading")).toHaveText(entry.degree);
        await expect(item).toContainText(entry.institution);
        await expect(item).toContainText(String(entry.year));
      }

      await tabs(page).nth(3).click();
      await expect(panel.getByRole("listitem")).toHaveCount(about.publications.length);
      for (const [index, publication] of about.publications.entries()) {
        const item = panel.getByRole("listitem").nth(index);
        await expect(item.getByRole("heading")).toHaveText(publication.title);
        await expect(item).toContainText(publication.citation);
      }

      await test.step("the tabs move with arrows, Home and End, looping", async () => {
        await tabs(page).first().click();
        await expectSelected(page, lang, 0);
        for (const index of [1, 2, 3, 0] as const) {
          await page.keyboard.press("ArrowRight");
          await expectSelected(page, lang, index);
        }
        await page.keyboard.press("ArrowLeft");
        await expectSelected(page, lang, 3);
        await page.keyboard.press("ArrowLeft");
        await expectSelected(page, lang, 2);
        await page.keyboard.press("Home");
        await expectSelected(page, lang, 0);
        await page.keyboard.press("End");
        await expectSelected(page, lang, 3);
        // Enter and Space activate too (already active after automatic activation, they keep it).
        await page.keyboard.press("Enter");
        await expectSelected(page, lang, 3);
        await page.keyboard.press("Space");
        await expectSelected(page, lang, 3);
        // Tab leaves the tab list for the panel.
        await page.keyboard.press("Tab");
        await expect(page.locator("#about").getByRole("tabpanel")).toBeFocused();
      });
    });
  });
}
