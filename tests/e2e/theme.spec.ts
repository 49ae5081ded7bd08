import { expect, type Page, test } from "@playwright/test";

import { paths } from "#app/lib/paths.ts";

import { contactCopy, languages, t } from "../support/e2e/copy";
import { waitForHydration } from "../support/e2e/hydration";

// The theme switch in the top bar (theme-switch.tsx, app/boot/page/theme.ts): a choice made on one
// page, before or after the app has loaded, holds on every later page from its first frame, in both
// languages, on every kind of page, and on the relay's answer to the contact page's form. Without
// JavaScript: no-javascript.nojs.spec.ts; axe with the switch open: accessibility.spec.ts.

const background = { light: "rgb(251, 250, 248)", dark: "rgb(17, 16, 21)" } as const;

const otherLanguage = { en: "es", es: "en" } as const;

/** Records, at every frame from the document's first, the theme <html> shows and its colour. */
function recordFrames(page: Page) {
  return page.addInitScript(() => {
    const frames: NonNullable<Window["themeFrames"]> = [];
    window.themeFrames = frames;
    const record = () => {
      const body = document.body;
      frames.push({
        scheme: getComputedStyle(document.documentElement).colorScheme,
        background: body ? getComputedStyle(body).backgroundColor : null,
      });
      if (frames.length < 120) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

/**
 * Opens `path` (or reloads the page) and expects every frame it has shown, from the first, in
 * `theme`, with <html>'s color-scheme `scheme` (the chosen theme's own unless the system's).
 */
async function expectEveryFrame(
  page: Page,
  path: string,
  theme: "light" | "dark",
  { reload = false, scheme = theme }: { reload?: boolean; scheme?: string } = {},
) {
  if (reload) await page.reload();
  else await page.goto(path);
  await expectFramesShown(page, path, theme, scheme);
}

/** Expects every frame the page has shown since its document began in `theme`. */
async function expectFramesShown(
  page: Page,
  label: string,
  theme: "light" | "dark",
  scheme: string = theme,
) {
  await expect(page.locator("body")).toHaveCSS("background-color", background[theme]);
  // A few frames past the load, so that none is left out.
  await expect.poll(() => page.evaluate(() => window.themeFrames?.length ?? 0)).toBeGreaterThan(3);
  const frames = await page.evaluate(() => window.themeFrames ?? []);
  const wrong = frames.filter(
    (frame) =>
      frame.scheme !== scheme ||
      (frame.background !== null && frame.background !== background[theme]),
  );
  expect(wrong, `${label}: frames not ${theme}`).toEqual([]);
}

function themeSwitch(page: Page, lang: (typeof languages)[number]) {
  const bar = page.getByRole("banner");
  return {
    open: bar.getByRole("button", { name: t(lang, "nav.theme.open") }),
    group: page.getByRole("group", { name: t(lang, "nav.theme.legend") }),
    radio: (theme: "system" | "light" | "dark") =>
      page.getByRole("radio", { name: t(lang, `nav.theme.${theme}`), exact: true }),
  };
}

for (const lang of languages) {
  test(`a chosen theme holds on every later page from its first frame (${lang})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await recordFrames(page);
    const theme = themeSwitch(page, lang);

    await test.step("before the app has loaded, choosing dark makes the page dark", async () => {
      await page.goto(paths.home(lang));
      await expect(page.locator("body")).toHaveCSS("background-color", background.light);
      await theme.open.click();
      await expect(theme.group).toBeVisible();
      await expect(theme.radio("system")).toBeChecked();
      await theme.radio("dark").click();
      await expect(page.locator("body")).toHaveCSS("background-color", background.dark);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    });

    await test.step("every kind of page, in both languages, is dark from its first frame", async () => {
      for (const path of [
        paths.project(lang, "eva"),
        paths.cv(lang),
        paths.contact(lang),
        lang === "en" ? "/no/such/page" : "/es/no/existe",
        paths.project(lang, "nope"),
        paths.home(otherLanguage[lang]),
      ]) {
        await expectEveryFrame(page, path, "dark");
      }
      await expectEveryFrame(page, paths.cv(lang), "dark", { reload: true });
    });

    await test.step("the switch shows the choice, also where the app renders it", async () => {
      await page.goto(paths.project(lang, "eva"));
      await waitForHydration(page);
      await theme.open.click();
      await expect(theme.radio("dark")).toBeChecked();
      await page.keyboard.press("Escape");
      // A client-side navigation: the home page's top bar is rendered by the app.
      await page
        .getByRole("link", { name: t(lang, "nav.sections.about"), exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${paths.home(lang)}#about$`));
      // The home page's own top bar, not the project page's on its way out.
      await expect(page.locator("#about")).toBeVisible();
      await theme.open.click();
      await expect(theme.group).toBeVisible();
      await expect(theme.radio("dark")).toBeChecked();
      await expect(page.locator("body")).toHaveCSS("background-color", background.dark);
    });

    await test.step("back to the system's theme, once the app runs", async () => {
      await theme.radio("system").click();
      await expect(page.locator("body")).toHaveCSS("background-color", background.light);
      await expectEveryFrame(page, paths.cv(lang), "light", { reload: true, scheme: "light dark" });
      await theme.open.click();
      await expect(theme.radio("system")).toBeChecked();
    });
  });
}

test("light chosen under a dark system holds from the first frame", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await recordFrames(page);
  const theme = themeSwitch(page, "es");
  await page.goto(paths.contact("es"));
  await expect(page.locator("body")).toHaveCSS("background-color", background.dark);
  await theme.open.click();
  await theme.radio("light").click();
  await expect(page.locator("body")).toHaveCSS("background-color", background.light);
  await expectEveryFrame(page, paths.home("es"), "light");
  await expectEveryFrame(page, "/es/no/existe", "light", { reload: true });
});

test("the relay's answer to the contact page's form shows the chosen theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await recordFrames(page);
  const theme = themeSwitch(page, "en");
  await page.goto(paths.contact("en"));
  await theme.open.click();
  await theme.radio("dark").click();
  await page.keyboard.press("Escape");
  // Sent empty: the relay answers with the form again and what to fix, under its own policy.
  await page.getByRole("button", { name: contactCopy.en.submit }).click();
  await expect(page.getByText(contactCopy.en.errors.name)).toBeVisible();
  await expectFramesShown(page, "the relay's answer", "dark");
});

test("print stays light when dark is chosen", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(paths.cv("en"));
  const theme = themeSwitch(page, "en");
  await theme.open.click();
  await theme.radio("dark").click();
  await expect(page.locator("body")).toHaveCSS("background-color", background.dark);
  await page.emulateMedia({ media: "print" });
  const colours = await page.evaluate(() => {
    // A token print does not set itself, beside the ones it does: all light.
    const probe = document.createElement("p");
    probe.style.color = "var(--secondary-foreground)";
    probe.style.backgroundColor = "var(--muted)";
    document.body.append(probe);
    const style = getComputedStyle(probe);
    const result = {
      scheme: getComputedStyle(document.documentElement).colorScheme,
      text: getComputedStyle(document.body).color,
      secondaryForeground: style.color,
      muted: style.backgroundColor,
    };
    probe.remove();
    return result;
  });
  expect(colours).toEqual({
    scheme: "light",
    text: "rgb(0, 0, 0)",
    secondaryForeground: "rgb(43, 29, 95)",
    muted: "rgb(241, 238, 233)",
  });
});
