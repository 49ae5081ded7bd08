import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { expect, test } from "@playwright/test";

import { htmlBudget, inlineDataBudget } from "../support/e2e/budgets";
import { gotoHydrated } from "../support/e2e/hydration";
import { clientDir } from "../support/e2e/site-pages";

// What lets every page paint as soon as its HTML has arrived (docs/performance.md, "First paint"):
// the stylesheet inline in <head>, no module preload or stylesheet request ahead of the first
// contentful paint, and the byte budgets that keep the HTML small. Deterministic: bytes and order, no timings.

const { home, project, cv, notFound } = htmlBudget;
const data = inlineDataBudget;
// The home pages hold their first paint until the hero is parsed whole, the CV until a phone's first
// screen is, a project page until its article is (ADR 18): the element after it.
const homeHold = "about";
const cvHold = "experience";
const projectHold = "related";
const pages = [
  { file: "index.html", url: "/", html: home, data: data.home, hold: homeHold },
  { file: "es/index.html", url: "/es/", html: home, data: data.home, hold: homeHold },
  {
    file: "project/eva/index.html",
    url: "/project/eva",
    html: project,
    data: data.project,
    hold: projectHold,
  },
  {
    file: "es/project/eva/index.html",
    url: "/es/project/eva",
    html: project,
    data: data.project,
    hold: projectHold,
  },
  // An unknown project's page, rendered by the project route: no article, so no hold.
  { file: "project/404.html", url: "/project/nope", html: project, data: data.project },
  { file: "es/project/404.html", url: "/es/project/nope", html: project, data: data.project },
  { file: "cv/index.html", url: "/cv", html: cv, data: data.cv, hold: cvHold },
  { file: "es/cv/index.html", url: "/es/cv", html: cv, data: data.cv, hold: cvHold },
  { file: "404.html", url: "/no-such-page", html: notFound, data: data.notFound },
  { file: "es/404.html", url: "/es/no-such-page", html: notFound, data: data.notFound },
];

const read = (file: string) => readFileSync(join(clientDir, file), "utf8");
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
/** The hydration data React Router writes inline: the strings passed to the stream controller. */
const inlineData = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].reduce(
    (total, match) => total + (match[1]?.length ?? 0),
    0,
  );

for (const page of pages) {
  test(`${page.url}: the stylesheet is inline and nothing is requested ahead of the first paint`, () => {
    const html = read(page.file);
    const top = head(html);
    // One stylesheet, plus what a page without JavaScript adds inside <noscript>.
    expect(top.match(/<style\b/g) ?? []).toHaveLength(2);
    expect(top.match(/<style data-stylesheet=""/g) ?? []).toHaveLength(1);
    expect(top).toMatch(/<noscript><style>[^<]*<\/style><\/noscript>/);
    expect(top).toContain("scroll-padding-top"); // a rule of app.css
    expect(html).not.toMatch(/<link[^>]+rel="(stylesheet|modulepreload|preload)"/);
    // The only executable scripts in <head> are inline; module scripts come at the end of <body>.
    expect(top).not.toMatch(/<script[^>]*\bsrc=/);
    expect(top).not.toMatch(/<script type="module"/);
    const bootstrap = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const paint = bootstrap.indexOf('"first-contentful-paint"');
    expect(paint).toBeGreaterThanOrEqual(0);
    expect(paint).toBeLessThan(bootstrap.indexOf("import("));
    expect(bootstrap).not.toMatch(/^\s*import\s+["*]/m);
  });

  test(`${page.url}: a held first paint waits for the first screen or the article, no more`, () => {
    const html = read(page.file);
    const held = [...head(html).matchAll(/<link\b[^>]*\brel="expect"[^>]*>/g)].map(
      (match) => match[0],
    );
    if (!("hold" in page)) {
      expect(held).toEqual([]);
      return;
    }
    expect(held).toEqual([`<link rel="expect" href="#${page.hold}" blocking="render"/>`]);
    // The element exists and follows the page's heading. On the home pages and the CV it comes in
    // the first half of <main>; on a project page, right after the article: a hold on an element
    // the page lacks, or on one further down, would keep the page blank while the rest is parsed.
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const target = main.search(new RegExp(`<[a-z]+ [^>]*\\bid="${page.hold}"`));
    expect(target).toBeGreaterThan(main.indexOf("<h1"));
    if (page.hold === projectHold) {
      const between = main.slice(main.indexOf("</article>") + "</article>".length, target);
      expect(between).toMatch(/^(?:<div>|<!--[^>]*-->)*$/);
    } else {
      expect(target / main.length).toBeLessThan(0.5);
    }
  });

  test(`${page.url}: the hydration data is written in place, not moved there by script after the paint`, () => {
    // A Suspense boundary completed after React's shell is written as a placeholder, a hidden
    // <div> and a script that swaps them on a later frame, restyling the page (app/entry.server.tsx).
    const html = read(page.file);
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
    expect(html).toMatch(
      /<!--\$--><script>window\.__reactRouterContext\.streamController\.enqueue\(/,
    );
  });

  test(`${page.url}: HTML and inline hydration data stay within their budgets`, () => {
    const html = read(page.file);
    const gzip = gzipSync(html, { level: 9 }).byteLength;
    expect(gzip, `${page.file}: ${gzip} bytes gzip`).toBeLessThanOrEqual(page.html);
    const data = inlineData(html);
    expect(data, `${page.file}: ${data} bytes of inline data`).toBeGreaterThan(0);
    expect(data, `${page.file}: ${data} bytes of inline data`).toBeLessThanOrEqual(page.data);
  });
}

test("the build ships no stylesheet file: the stylesheet lives inline in each page", () => {
  const css = readdirSync(join(clientDir, "assets")).filter((name) => /\.css(\.|$)/.test(name));
  expect(css).toEqual([]);
});

test("served over HTTP, the home page asks for scripts only after its first paint and hydrates", async ({
  page,
}) => {
  // Hydration needs the scripts, so once it is done every one of them has been requested.
  await gotoHydrated(page, "/");
  const requests = await page.evaluate(() => {
    const [firstPaint] = performance.getEntriesByName("first-contentful-paint");
    if (!firstPaint) throw new Error("no first-contentful-paint entry");
    return performance
      .getEntriesByType("resource")
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        afterFirstPaint: entry.startTime >= firstPaint.startTime,
      }));
  });
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((request) => !request.afterFirstPaint)).toEqual([]);
  // Hydrated: the app answers a tag filter choice by keeping it in the URL.
  await page.locator("#projects fieldset label").nth(1).click();
  await expect(page).toHaveURL(/\?tag=/);
});

test("the project cards below the first screen are not rendered until a visitor nears them", async ({
  page,
}) => {
  // Rendering every card (26 of them) was the one long task after the home page's first paint on a slow phone
  // (docs/performance.md): a card is styled and laid out only once it comes near the viewport.
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, "/");
  const cards = page.locator("#projects ul.grid > li");
  // A card is the list item; what it skips is its content.
  const rendered = () =>
    cards.evaluateAll((items) =>
      items.map((item) => item.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })),
    );
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  expect(await rendered()).toEqual(new Array<boolean>(count).fill(false));
  // Near the viewport, a card renders: the last one, once the page is scrolled to it.
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await rendered()).at(-1)).toBe(true);
});
