import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, type Page, test } from "@playwright/test";

import { paths } from "#app/lib/paths.ts";

import { contactButton } from "../support/e2e/contact";
import { contactCopy, languages } from "../support/e2e/copy";
import { waitForHydration } from "../support/e2e/hydration";
import { clientDir } from "../support/e2e/site-pages";

// The form (dialog, react-hook-form, zod, sonner) is not part of the page: it is fetched when a
// visitor shows intent to use it.

const formChunk = /\/assets\/contact-dialog-[\w-]+\.js$/;

/**
 * Waits until the page has hydrated and then gone quiet on the network (nothing requested for
 * 500 ms, Playwright's "networkidle"): anything the page fetches by itself has been fetched.
 */
async function hydratedAndIdle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

function scriptRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || request.url().endsWith(".js"))
      urls.push(request.url());
  });
  return urls;
}

test("the prerendered home pages do not preload the form's chunk", () => {
  const client = clientDir;
  for (const file of ["index.html", "es/index.html"]) {
    const html = readFileSync(path.join(client, file), "utf8");
    // The bootstrap preloads the page's modules after its first paint (app/boot/paint-first.server.ts).
    const preloads = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(preloads.length, file).toBeGreaterThan(0);
    expect(
      preloads.filter((href) => href && formChunk.test(href)),
      file,
    ).toEqual([]);
  }
});

for (const lang of languages) {
  test(`the form's chunk loads on hover, not with the page (${lang})`, async ({ page }) => {
    const urls = scriptRequests(page);
    await page.goto(paths.home(lang));
    await hydratedAndIdle(page);
    const button = contactButton(page, lang);
    // Scrolling the button into view is not intent: nothing fetched once the page has rendered the
    // new position (intersection observers run) and gone idle.
    await button.scrollIntoViewIfNeeded();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => requestIdleCallback(() => resolve())),
          ),
        ),
    );
    expect(urls.filter((url) => formChunk.test(url))).toEqual([]);

    const loaded = page.waitForRequest(formChunk);
    await button.hover();
    await loaded;
    await button.click();
    await expect(page.getByRole("dialog", { name: contactCopy[lang].title })).toBeVisible();
    expect(urls.filter((url) => formChunk.test(url))).toHaveLength(1);
  });
}

test("keyboard focus on the button is enough to fetch the chunk", async ({ page }) => {
  const urls = scriptRequests(page);
  await page.goto("/");
  await hydratedAndIdle(page);
  expect(urls.filter((url) => formChunk.test(url))).toEqual([]);
  const loaded = page.waitForRequest(formChunk);
  await contactButton(page, "en").focus();
  await loaded;
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: contactCopy.en.title })).toBeVisible();
});

test("a first click without any hover still opens the form", async ({ page }) => {
  await page.goto("/es/");
  await hydratedAndIdle(page);
  await contactButton(page, "es").dispatchEvent("click");
  await expect(page.getByRole("dialog", { name: contactCopy.es.title })).toBeVisible();
});

test("when the form's chunk cannot be fetched, 'Contact me' leads to the contact page", async ({
  page,
}) => {
  await page.route(formChunk, (route) => route.abort());
  await page.goto("/es/");
  await hydratedAndIdle(page);
  await contactButton(page, "es").dispatchEvent("click");
  await expect(page).toHaveURL(new RegExp(`${paths.contact("es")}$`));
  await expect(page.getByLabel(contactCopy.es.labels.message, { exact: true })).toBeVisible();
});
