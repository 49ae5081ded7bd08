import { createHash } from "node:crypto";

import { type CDPSession, expect, type Page } from "@playwright/test";

import { hydratedSignal } from "#app/boot/hydration.ts";
import { themeSetup } from "#app/boot/page/theme.ts";
import { speculationMark } from "#app/boot/speculation-rules.ts";
import { launchPhone } from "#scripts/bench/cdp-phone.ts";
import { cardInView, watchPrerenders } from "#scripts/bench/phone-cards.ts";
import { testChromiumPath } from "#scripts/chromium.ts";
import { test } from "#tests/support/e2e/devtools.ts";
import { fetchPage, textOf } from "#tests/support/e2e/html.ts";
import { isHydrated, keepAppWaiting, waitForHydration } from "#tests/support/e2e/hydration.ts";

// A project opens in the frames after the tap: once the app runs, what the page needs was fetched
// while the visitor rested on its card (app/boot/page-prefetch.tsx, server/static-files.ts); before
// it runs, speculation rules prerender the page itself (app/boot/speculation-rules.ts), and once it
// runs too a card's page the browser prerendered is the browser's to show (ADR 29). Chromium does
// not prerender while Playwright drives it: here it attempts the prerender (the DevTools protocol
// reports the attempt, turned down) and prefetches, and the app opens pages in place; one test
// drives Chromium by its tab instead, as `npm run bench:nav` does, so that it prerenders.
// Prerendering's safety is the unit tests' (app/boot/page/prerender-safety.test.ts), its speed
// `npm run bench:nav`'s.

/** Lighthouse's mobile network: 150 ms round trips, 1.6 Mbps down, 750 kbps up. */
async function onMobileNetwork(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
}

/**
 * The requests for the page's data or modules from now on that the browser did not answer from
 * its cache: each of these is a wait on the network. (Playwright reports a request the cache
 * answers too, so its own events cannot tell; the DevTools protocol's do.)
 */
async function networkWaitsFrom(cdp: CDPSession): Promise<() => string[]> {
  await cdp.send("Network.enable");
  const asked = new Map<string, string>();
  const cached = new Set<string>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith(".data") || pathname.startsWith("/assets/")) {
      asked.set(requestId, pathname);
    }
  });
  cdp.on("Network.requestServedFromCache", ({ requestId }) => cached.add(requestId));
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) cached.add(requestId);
  });
  return () => [...asked].filter(([id]) => !cached.has(id)).map(([, pathname]) => pathname);
}

test("a card the visitor rests on opens without a network wait once the app runs", async ({
  page,
  devtools,
}) => {
  await onMobileNetwork(await devtools());
  await page.goto("/");
  await waitForHydration(page);
  const card = page.locator('#projects a[href="/project/eva"]');
  await card.scrollIntoViewIfNeeded();

  await test.step("resting on the card fetches the project's data and modules", async () => {
    const data = page.waitForResponse((response) =>
      // The address the router's own fetch asks for (no `?_routes=`).
      response.url().endsWith("/project/eva.data"),
    );
    await card.hover();
    await (await data).finished();
    // Every module the project page needs, preloaded beside the data.
    await page.waitForLoadState("networkidle");
  });

  await test.step("the click asks the network for nothing the page needs", async () => {
    const waits = await networkWaitsFrom(await devtools());
    await card.click();
    await expect(page).toHaveURL(/\/project\/eva$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(waits(), "the page's data or modules fetched after the click").toEqual([]);
  });
});

test("the speculation rules are valid JSON the page's CSP allows by hash", async ({ request }) => {
  for (const path of ["/", "/es/project/eva", "/cv", "/no-such-page"]) {
    const { headers, document } = await fetchPage(request, path);
    const rules = document.querySelectorAll('script[type="speculationrules"]');
    expect(rules, path).toHaveLength(1);
    const text = rules[0]?.textContent ?? "";
    const parsed: unknown = JSON.parse(text);
    expect(parsed, path).toHaveProperty("prefetch");
    const hash = createHash("sha256").update(text, "utf8").digest("base64");
    const scriptSources = /script-src ([^;]*)/.exec(headers["content-security-policy"] ?? "")?.[1];
    expect(scriptSources?.split(" "), path).toContain(`'sha256-${hash}'`);
    expect(scriptSources, path).not.toContain("unsafe-inline");
  }
});

test("before the app runs, a page the visitor rests on is prefetched and shown in its language", async ({
  page,
  request,
  devtools,
}) => {
  // Kept from starting (as on a phone whose modules have not arrived yet), the app leaves the
  // page's links to the rules.
  await keepAppWaiting(page);
  await onMobileNetwork(await devtools());
  const prefetched: string[] = [];
  page.on("request", (request) => {
    const purpose = request.headers()["sec-purpose"] ?? "";
    if (purpose.startsWith("prefetch")) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/es/");
  // The visitor chose the dark theme on an earlier page.
  await page.evaluate(({ storageKey }) => localStorage.setItem(storageKey, "dark"), themeSetup);
  const card = page.locator('#projects a[href="/es/project/eva"]');
  await card.scrollIntoViewIfNeeded();

  await test.step("resting on a card prefetches its page", async () => {
    const prefetch = page.waitForRequest(
      (request) =>
        request.url().endsWith("/es/project/eva") &&
        (request.headers()["sec-purpose"] ?? "").startsWith("prefetch"),
    );
    await card.hover();
    await (await prefetch).response();
    expect(prefetched).toEqual(["/es/project/eva"]);
  });

  await test.step("the page opens from the prefetch, in Spanish and the visitor's theme", async () => {
    const expected = await fetchPage(request, "/es/project/eva");
    await card.click();
    await expect(page).toHaveURL(/\/es\/project\/eva$/);
    expect(
      await page.evaluate(() => {
        const [entry] = performance.getEntriesByType("navigation");
        return entry && "deliveryType" in entry ? entry.deliveryType : undefined;
      }),
    ).toBe("navigational-prefetch");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      textOf(expected.document.querySelector("h1")),
    );
  });
});

test("once the app runs, a card whose page the browser prerendered is shown as that page", async ({
  baseURL,
}) => {
  // Playwright's Chromium declines to prerender; a tab driven over the DevTools protocol's pipe
  // does not (as `npm run bench:nav` drives it).
  const phone = await launchPhone({ width: 412, height: 823, deviceScaleFactor: 1 }, "", "unused", {
    prerender: true,
    reducedMotion: true,
    executable: testChromiumPath,
  });
  // A new document ends an evaluation under way: asked again by the poll.
  const read = <T>(expression: string) => phone.evaluate<T>(expression).catch(() => undefined);
  try {
    const prerenders = watchPrerenders(phone);
    await phone.goto(`${baseURL}/#projects`);
    await expect.poll(() => read("document.readyState")).toBe("complete");
    // The first use, a mouse that moves (app-start.ts), starts the app.
    await phone.moveMouse(20, 200);
    await phone.moveMouse(30, 210);
    await expect
      .poll(() => read(`document.documentElement.hasAttribute("data-hydrated")`))
      .toBe(true);
    const card = await cardInView(phone, "#projects article a");
    // Resting on the card: the rules prerender its page, a card's link still theirs once the app runs.
    await phone.moveMouse(card.x, card.y);
    await prerenders.ready(card.href);
    await phone.tap(card.x, card.y);
    await expect.poll(() => read("location.href")).toBe(card.href);
    // The prerendered document, shown by the browser: not the home page's, changed by the app.
    const shown = await phone.evaluate<{ activated: boolean; title: string; lang: string }>(`({
      activated: performance.getEntriesByType("navigation")[0].activationStart > 0,
      title: document.querySelector("h1").textContent.trim(),
      lang: document.documentElement.lang,
    })`);
    expect(shown).toEqual({ activated: true, title: card.title, lang: "en" });
  } finally {
    await phone.close();
  }
});

test("a mouse moving onto a link is a first use: the app starts", async ({ page }) => {
  // From a corner, so that the move below moves (a mouse that stays put is no use: app-start.ts).
  await page.mouse.move(0, 0);
  await page.goto("/");
  const hydrated = page.evaluate(
    (event) => new Promise<void>((resolve) => addEventListener(event, () => resolve())),
    hydratedSignal.event,
  );
  const brand = page.locator('header a[href="/"]').first();
  const box = await brand.boundingBox();
  if (!box) throw new Error("no home link in the top bar");
  // Not a tap: the pointer only arrives over the link, as a mouse does before every click. In steps,
  // as a mouse reports its way: Chromium gives a document's first pointer event no movement.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
  await hydrated;
  await expect(page).toHaveURL(/\/$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test("before the app runs, a tap on a link to another page leaves without starting it", async ({
    page,
    devtools,
  }) => {
    // Started by that tap, the app's modules would share the phone's network with the next page.
    await onMobileNetwork(await devtools());
    const modules: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) modules.push(pathname);
    });
    await page.goto("/");
    await page.locator('a[href="/es/"]').first().tap();
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(modules, "modules asked for by the page the visitor left").toEqual([]);
  });

  /** The pages the browser fetched ahead, and the page data the app asked for, from now on. */
  /** The pages the browser attempted to prerender from now on (turned down under DevTools). */
  async function prerenderAttempts(cdp: CDPSession): Promise<string[]> {
    const attempted: string[] = [];
    cdp.on("Preload.prerenderStatusUpdated", ({ key }) => {
      attempted.push(new URL(key.url).pathname);
    });
    await cdp.send("Preload.enable");
    return attempted;
  }

  function fetchedAhead(page: Page): string[] {
    const fetched: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.headers()["sec-purpose"]?.startsWith("prefetch")) fetched.push(pathname);
      if (pathname.endsWith(".data")) fetched.push(pathname);
    });
    return fetched;
  }

  // A phone has no hover: stopping at a card is the intent (app/boot/page/cards-in-view.ts).
  test("before the app, the speculation rules prerender a card the visitor stops at", async ({
    page,
    devtools,
  }) => {
    // No use of the page here starts the app (a scroll, a late jump to the anchor under load).
    await keepAppWaiting(page);
    const fetched = fetchedAhead(page);
    const prerendered = await prerenderAttempts(await devtools());
    // Arriving at the projects, the first card shows at the foot of the screen.
    await page.goto("/#projects");
    const first = page.locator("#projects article a[href]").first();
    const firstPath = new URL((await first.getAttribute("href")) ?? "", page.url()).pathname;
    await expect.poll(() => fetched).toContain(firstPath);
    await expect.poll(() => prerendered).toContain(firstPath);
    await expect(first).toHaveAttribute(speculationMark, "");
    // Only what the visitor stopped at: not a card off the screen.
    expect(fetched).not.toContain("/project/neonWolf");
    expect(prerendered).not.toContain("/project/neonWolf");
    expect(await isHydrated(page)).toBe(false);
  });

  test("once the app runs, it fetches the data of a card the visitor stops at", async ({
    page,
  }) => {
    const fetched = fetchedAhead(page);
    await page.goto("/");
    await waitForHydration(page);
    const card = page.locator(`#projects a[href="/project/neonWolf"]`);
    expect(fetched).not.toContain("/project/neonWolf.data");
    await card.evaluate((link) => link.closest("article")?.scrollIntoView({ block: "center" }));
    await expect.poll(() => fetched).toContain("/project/neonWolf.data");
  });
});
