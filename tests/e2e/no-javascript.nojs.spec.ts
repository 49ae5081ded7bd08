import { expect, type Page } from "@playwright/test";

import { projectTransitionName } from "#app/lib/page-transition.ts";
import { paths } from "#app/lib/paths.ts";

import { content } from "../support/e2e/content";
import { contactCopy, homeCopy, languages, projectCopy, t } from "../support/e2e/copy";
import { test } from "../support/e2e/devtools";
import { projectTitles, radioOption, tagById } from "../support/e2e/home";
import { expectSectionAtTop } from "../support/e2e/scroll";
import { deliveredMessages } from "../support/e2e/webhook-log";

// The site with JavaScript disabled (this project's browser runs no page script): every
// interaction of the specification is plain HTML and CSS, in both languages.

const other = { en: "es", es: "en" } as const;

function visibleCardTitles(page: Page) {
  return page.locator("#projects li[data-tags] h3:visible").allTextContents();
}

for (const lang of languages) {
  const copy = homeCopy[lang];
  const contact = contactCopy[lang];

  test(`sections, language, filter and tabs work without JavaScript (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.home(lang));

    await test.step("the top bar's section links reach their sections", async () => {
      const nav = page.getByRole("navigation", { name: t(lang, "nav.primary") }).first();
      for (const id of ["about", "projects", "contact", "hero"] as const) {
        await nav.getByRole("link", { name: copy.nav[id], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expectSectionAtTop(page, id, { settle: false });
      }
    });

    await test.step("the hero's links and the arrow reach theirs", async () => {
      await page.getByRole("link", { name: copy.seeProjects }).click();
      await expectSectionAtTop(page, "projects", { settle: false });
      await page.goto(paths.home(lang));
      await page.getByRole("link", { name: copy.getInTouch }).click();
      await expectSectionAtTop(page, "contact", { settle: false });
      await page.goto(paths.home(lang));
      await page.getByRole("link", { name: copy.scrollDown }).click();
      await expectSectionAtTop(page, "about", { settle: false });
    });

    await test.step("the tag filter shows only the chosen tag's projects, and All resets", async () => {
      const nft = tagById("nft");
      await radioOption(page, "projects", nft[lang]).click();
      await expect(page.getByRole("radio", { name: nft[lang], exact: true })).toBeChecked();
      await expect.poll(() => visibleCardTitles(page)).toEqual(projectTitles(lang, "nft"));
      const count = projectTitles(lang, "nft").length;
      await expect(page.locator("#projects [role=status]")).toHaveText(
        copy.showingTagged(count, nft[lang]),
        { useInnerText: true },
      );
      await radioOption(page, "projects", copy.all).click();
      await expect.poll(() => visibleCardTitles(page)).toEqual(projectTitles(lang));
      await expect(page.locator("#projects [role=status]")).toHaveText(
        copy.showingAll(content.projects.length),
        { useInnerText: true },
      );
    });

    await test.step("every career tab's content can be reached", async () => {
      const [experience, awards, education, publications] = copy.tabs;
      const firstAward = content.about[lang].awards[0]?.name ?? "";
      const firstDegree = content.about[lang].education[0]?.degree ?? "";
      const firstPublication = content.about[lang].publications[0]?.title ?? "";
      const firstJob = content.about[lang].experience[0]?.title ?? "";
      await expect(page.getByText(firstJob, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(firstAward).first()).toBeHidden();
      await radioOption(page, "about", awards).click();
      await expect(page.getByText(firstAward).first()).toBeVisible();
      await expect(page.getByText(firstJob, { exact: true }).first()).toBeHidden();
      await radioOption(page, "about", education).click();
      await expect(page.getByText(firstDegree).first()).toBeVisible();
      await radioOption(page, "about", publications).click();
      await expect(page.getByText(firstPublication).first()).toBeVisible();
      await radioOption(page, "about", experience).click();
      await expect(page.getByText(firstJob, { exact: true }).first()).toBeVisible();
    });

    await test.step("the language button opens the twin page in the other language", async () => {
      await page.getByRole("link", { name: new RegExp(`^${copy.toggle}\\b`) }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.home(other[lang])}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other[lang]);
    });
  });

  test(`'Back to projects' lands on the projects without JavaScript (${lang})`, async ({
    page,
  }) => {
    await page.goto(paths.project(lang, "eva"));
    await page.getByRole("link", { name: projectCopy[lang].back }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.home(lang)}#projects$`));
    await expectSectionAtTop(page, "projects", { settle: false });
  });

  test(`a message sent without JavaScript, refused then sent (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(paths.home(lang));
    const entry = {
      name: `Sin JavaScript ${lang} ${Date.now()}`,
      email: "no-script@example.com",
      reason: "consulting",
      message: `Written in a browser that runs no script (${lang}).`,
    };

    await test.step("'Contact me' leads to the form", async () => {
      await page.locator("#contact").getByRole("link", { name: contact.open, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.contact(lang)}$`));
      await expect(page.getByRole("heading", { level: 1, name: contact.title })).toBeVisible();
    });

    await test.step("a refused form comes back with what was typed and a message under each field", async () => {
      await page.getByLabel(contact.labels.email, { exact: true }).fill("not-an-address");
      await page.getByLabel(contact.labels.message, { exact: true }).fill(entry.message);
      await page.getByRole("button", { name: contact.submit }).click();
      await expect(page.getByText(contact.errors.name)).toBeVisible();
      await expect(page.getByText(contact.errors.email)).toBeVisible();
      await expect(page.getByText(contact.errors.reason)).toBeVisible();
      await expect(page.getByLabel(contact.labels.email, { exact: true })).toHaveValue(
        "not-an-address",
      );
      await expect(page.getByLabel(contact.labels.message, { exact: true })).toHaveValue(
        entry.message,
      );
      await expect(page.getByLabel(contact.labels.email, { exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    });

    await test.step("sent, it shows the success text and reaches the owner's webhook", async () => {
      await page.getByLabel(contact.labels.name, { exact: true }).fill(entry.name);
      await page.getByLabel(contact.labels.email, { exact: true }).fill(entry.email);
      await page.getByLabel(contact.labels.reason, { exact: true }).selectOption(entry.reason);
      await page.getByRole("button", { name: contact.submit }).click();
      await expect(page.getByRole("heading", { name: contact.success[0] })).toBeVisible();
      await expect(page.getByText(contact.success[1])).toBeVisible();
      await expect.poll(() => deliveredMessages()).toContainEqual(entry);
      await page.getByRole("link", { name: copy.backHome }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.home(lang)}$`));
    });
  });

  test(`the theme switch changes the page's theme without JavaScript (${lang})`, async ({
    page,
  }) => {
    const page375 = { width: 375, height: 740 };
    const dark = "rgb(17, 16, 21)";
    const light = "rgb(251, 250, 248)";
    const body = page.locator("body");
    const choose = async (theme: "light" | "dark") => {
      await page
        .getByRole("banner")
        .getByRole("button", { name: t(lang, "nav.theme.open") })
        .click();
      await expect(page.getByRole("group", { name: t(lang, "nav.theme.legend") })).toBeVisible();
      await page.getByRole("radio", { name: t(lang, `nav.theme.${theme}`), exact: true }).click();
    };
    await page.setViewportSize(page375);
    for (const path of [paths.home(lang), paths.cv(lang)]) {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(path);
      await expect(body).toHaveCSS("background-color", light);
      await choose("dark");
      await expect(body).toHaveCSS("background-color", dark);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(path);
      await expect(body).toHaveCSS("background-color", dark);
      await choose("light");
      await expect(body).toHaveCSS("background-color", light);
    }
  });
}

// A page script cannot see the transition here (no `pagereveal` listener runs without JavaScript),
// so the browser's own animations are read over the DevTools protocol: a cross-document transition
// runs one named animation per shared element, and the card's one proves it grew into the picture.
test("a card grows into its project's first picture without JavaScript", async ({
  page,
  devtools: openDevtools,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.home("en"));
  const animations: string[] = [];
  const devtools = await openDevtools();
  devtools.on("Animation.animationStarted", ({ animation }) => animations.push(animation.name));
  await devtools.send("Animation.enable");
  const [project] = content.projects;
  if (!project) throw new Error("No project in content");
  await page
    .getByRole("link", { name: homeCopy.en.learnMoreAbout(project.text.en.title), exact: true })
    .click();
  await page.waitForURL(paths.project("en", project.id));
  await expect
    .poll(() => animations)
    .toContain(`-ua-view-transition-group-anim-${projectTransitionName(project.id)}`);
  await devtools.detach();
});
