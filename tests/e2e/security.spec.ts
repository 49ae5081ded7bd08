import { readdirSync } from "node:fs";
import { join } from "node:path";

import { type APIResponse, expect, type Page, test } from "@playwright/test";

import { resourceCsp, sharedSecurityHeaders } from "#server/security-headers.ts";

import { contactCopy } from "../support/e2e/copy";
import { gotoHydrated, waitForHydration } from "../support/e2e/hydration";
import { clientDir, notFoundPages, readCspManifest, sitePages } from "../support/e2e/site-pages";

function expectSharedHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(sharedSecurityHeaders)) {
    expect(headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
  }
}

function scriptSources(csp: string): string[] {
  const directive = csp.split(";").find((d) => d.trim().startsWith("script-src "));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

test.describe("security headers", () => {
  test("a page carries its own policy with the hashes of its inline scripts", async ({
    request,
  }) => {
    const manifest = readCspManifest();
    for (const [path, file] of [
      ["/", "/index.html"],
      ["/es/", "/es/index.html"],
      ["/project/eva", "/project/eva/index.html"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectSharedHeaders(response, path);
      const csp = response.headers()["content-security-policy"] ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const hashes = manifest.pages[file] ?? [];
      expect(hashes.length, file).toBeGreaterThan(0);
      expect(scriptSources(csp)).toEqual(["'self'", ...hashes.map((h) => `'${h}'`)]);
    }
  });

  test("an asset, the API, a 404 and a redirect carry the headers too", async ({ request }) => {
    const script = readdirSync(join(clientDir, "assets")).find((name) => name.endsWith(".js"));
    const asset = await request.get(`/assets/${script}`);
    expect(asset.status()).toBe(200);
    expectSharedHeaders(asset, "asset");
    expect(asset.headers()["content-security-policy"]).toBe(resourceCsp);

    const api = await request.post("/api/contact", {
      headers: { "Content-Type": "text/plain" },
      data: "hello",
    });
    expect(api.status()).toBe(415);
    expectSharedHeaders(api, "api");
    expect(api.headers()["content-security-policy"]).toBe(resourceCsp);

    const missing = await request.get("/no/such/page");
    expect(missing.status()).toBe(404);
    expectSharedHeaders(missing, "404");
    const notFoundHashes = readCspManifest().pages["/404.html"] ?? [];
    expect(scriptSources(missing.headers()["content-security-policy"] ?? "")).toEqual([
      "'self'",
      ...notFoundHashes.map((h) => `'${h}'`),
    ]);

    const redirect = await request.get("/es", { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expectSharedHeaders(redirect, "redirect");
    expect(redirect.headers()["content-security-policy"]).toBe(resourceCsp);
  });
});

/**
 * Collects CSP violations (reported from the page as they happen), and console errors and warnings:
 * a header the browser does not understand (an unknown Permissions-Policy feature) is a warning.
 */
async function watch(page: Page) {
  const violations: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = window.__reportCspViolation;
      // Thrown in a listener, this is a console error, which fails the test as a violation would.
      if (report === undefined) throw new Error("the CSP violation reporter is not exposed");
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${location.pathname}`,
      );
    });
  });
  page.on("console", (message) => {
    // A failed load names no URL in its text; the location does.
    if (message.type() === "error" || message.type() === "warning") {
      errors.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { violations, errors };
}

// The deliberate ones: the browser reports the 404 status and the page logs the missing path.
const expected404Errors = [/^error: Failed to load resource: .*404/, /^error: 404: no page at /];

// Every page, in both languages, and the 404s, loaded and hydrated in a browser: no CSP violation,
// no console error or warning (a hydration mismatch is an error; an unknown header value a warning). Accessibility is accessibility.spec.ts's, once
// per template. The pages are split into a few groups, one browser page per group, so both workers
// share the sweep.
const sweepGroups = 4;
const sweptPages = [...sitePages, ...notFoundPages];

test.describe("no CSP violation, no console error", () => {
  for (let group = 0; group < sweepGroups; group += 1) {
    const paths = sweptPages.filter((_, index) => index % sweepGroups === group);
    test(`pages ${paths[0]} … (${paths.length} pages)`, async ({ page }) => {
      const { violations, errors } = await watch(page);
      for (const path of paths) {
        const response = await gotoHydrated(page, path);
        expect(response?.status(), path).toBe(notFoundPages.includes(path) ? 404 : 200);
        expect(violations, path).toEqual([]);
        const allowed = notFoundPages.includes(path) ? expected404Errors : [];
        expect(
          errors.filter((error) => !allowed.some((pattern) => pattern.test(error))),
          path,
        ).toEqual([]);
        errors.length = 0;
      }
    });
  }

  test("the language redirect, client navigation and the contact dialog stay within policy", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "es-ES" });
    const page = await context.newPage();
    const { violations, errors } = await watch(page);
    await page.goto("/");
    await expect(page).toHaveURL("/es/");
    await waitForHydration(page);

    await page.getByRole("link", { name: /^EN\b/ }).click();
    await expect(page).toHaveURL("/");
    await page.locator('a[href^="/project/"]').first().click();
    await expect(page).toHaveURL(/\/project\//);
    await page.goBack();
    await expect(page).toHaveURL("/");

    await page.getByRole("link", { name: contactCopy.en.open, exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
