import { expect, test } from "@playwright/test";

import { content } from "../support/e2e/content";
import { homeCopy } from "../support/e2e/copy";
import { gotoHydrated, waitForHydration } from "../support/e2e/hydration";

const pages: { path: string; lang: string; title?: string }[] = [
  { path: "/", lang: "en" },
  { path: "/es/", lang: "es" },
  ...content.projects.flatMap((p) => [
    { path: `/project/${p.id}`, lang: "en", title: p.text.en.title },
    { path: `/es/project/${p.id}`, lang: "es", title: p.text.es.title },
  ]),
];

test.describe("routes", () => {
  test("every page is prerendered in both languages with the right html lang", async ({
    request,
  }) => {
    for (const page of pages) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(200);
      const html = await response.text();
      expect(html, page.path).toContain(`<html lang="${page.lang}"`);
      if (page.title) expect(html, page.path).toContain(escapeHtml(page.title));
    }
  });

  test("an unknown path answers 404 with its page in its language and logs the path", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    for (const { path, lang } of [
      { path: "/no/such/page", lang: "en" },
      { path: "/es/no/existe", lang: "es" },
    ] as const) {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeCopy[lang].notFound);
      await expect.poll(() => errors.some((e) => e.includes(path))).toBe(true);
      await page.getByRole("link", { name: homeCopy[lang].backHome }).click();
      await expect(page).toHaveURL(lang === "en" ? "/" : "/es/");
    }
  });
});

test.describe("language", () => {
  test("the toggle shows the other code, switches without a reload and keeps the scroll", async ({
    page,
  }) => {
    // The toggle switches through the router: it works once the page has hydrated.
    await gotoHydrated(page, "/project/eva");
    const toggle = page.getByRole("link", { name: /^ES\b/ });
    await expect(toggle).toHaveText("ES");
    await page.evaluate(() => {
      window.marker = 42;
      window.scrollTo(0, 600);
    });
    await page.waitForFunction(() => window.scrollY >= 590);
    await toggle.click();
    await expect(page).toHaveURL("/es/project/eva");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      content.projects.find((p) => p.id === "eva")!.text.es.title,
    );
    expect(await page.evaluate(() => window.marker)).toBe(42);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const back = page.getByRole("link", { name: /^EN\b/ });
    await expect(back).toHaveText("EN");
    await back.click();
    await expect(page).toHaveURL("/project/eva");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the choice persists across reloads and visits", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: /^ES\b/ }).click();
    await expect(page).toHaveURL("/es/");
    await page.goto("/project/vera");
    await expect(page).toHaveURL("/es/project/vera");
    await page.reload();
    await expect(page).toHaveURL("/es/project/vera");
    await waitForHydration(page);
    await page.getByRole("link", { name: /^EN\b/ }).click();
    await expect(page).toHaveURL("/project/vera");
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("detection", () => {
  test.describe("with a Spanish browser", () => {
    test.use({ locale: "es-ES" });
    test("landing on / ends on /es/ before first paint; an injected stored value is ignored; a stored English choice wins", async ({
      page,
    }) => {
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await page.goto("/");
      await expect(page).toHaveURL("/es/");
      await expect(page.locator("html")).toHaveAttribute("lang", "es");

      await page.evaluate(() => localStorage.setItem("lang", "<script>alert(1)</script>"));
      await page.goto("/");
      await expect(page).toHaveURL("/es/");
      expect(dialogs).toBe(0);

      await page.evaluate(() => localStorage.setItem("lang", "en"));
      await page.goto("/");
      await expect(page).toHaveURL("/");
    });
  });

  test.describe("with a French browser", () => {
    test.use({ locale: "fr-FR" });
    test("the site stays English", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
});

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
