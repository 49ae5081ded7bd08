import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { contactButton, copy, langs } from "./support/contact";

// The form (dialog, react-hook-form, zod, sonner) is not part of the page: it is fetched when a
// visitor shows intent to use it.

const formChunk = /\/assets\/contact-dialog-[\w-]+\.js$/;

/** Waits until React has hydrated the contact button, so it reacts to hover, focus and clicks. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("#contact button");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
  // Anything the page would fetch by itself after hydration has had time to start.
  await page.waitForTimeout(500);
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
  const client = path.join(process.env.BUILD_DIR ?? "build", "client");
  for (const file of ["index.html", "es/index.html"]) {
    const html = readFileSync(path.join(client, file), "utf8");
    // The bootstrap preloads the page's modules after its first frame (scripts/build/paint-first.ts).
    const preloads = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(preloads.length, file).toBeGreaterThan(0);
    expect(
      preloads.filter((href) => href && formChunk.test(href)),
      file,
    ).toEqual([]);
  }
});

for (const lang of langs) {
  test(`the form's chunk loads on hover, not with the page (${lang})`, async ({ page }) => {
    const urls = scriptRequests(page);
    await page.goto(copy[lang].home);
    await hydrated(page);
    const button = contactButton(page, lang);
    await button.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(urls.filter((url) => formChunk.test(url))).toEqual([]);

    const loaded = page.waitForRequest(formChunk);
    await button.hover();
    await loaded;
    await button.click();
    await expect(page.getByRole("dialog", { name: copy[lang].title })).toBeVisible();
    expect(urls.filter((url) => formChunk.test(url))).toHaveLength(1);
  });
}

test("keyboard focus on the button is enough to fetch the chunk", async ({ page }) => {
  const urls = scriptRequests(page);
  await page.goto("/");
  await hydrated(page);
  expect(urls.filter((url) => formChunk.test(url))).toEqual([]);
  const loaded = page.waitForRequest(formChunk);
  await contactButton(page, "en").focus();
  await loaded;
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: copy.en.title })).toBeVisible();
});

test("a first click without any hover still opens the form", async ({ page }) => {
  await page.goto("/es/");
  await hydrated(page);
  await contactButton(page, "es").dispatchEvent("click");
  await expect(page.getByRole("dialog", { name: copy.es.title })).toBeVisible();
});
