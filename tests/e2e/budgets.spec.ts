import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { expect, test } from "@playwright/test";

import type { BodyBlock, FlowBlock, Inline } from "#app/content/body-tree.ts";

import { htmlBudget } from "../support/e2e/budgets";
import { content } from "../support/e2e/content";
import { waitForHydration } from "../support/e2e/hydration";
import { clientDir } from "../support/e2e/site-pages";

// Deterministic size budgets over the production build. Timings are measured by
// `npm run bench`, never here.

const kb = 1024;
const javascriptBudget = 140 * kb;

const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).byteLength;

function pageFile(path: string): string {
  return join(clientDir, path === "/" ? "" : path, "index.html");
}

test("JavaScript loaded before interaction stays within 140 KB gzip on the home and project pages", async ({
  page,
}) => {
  for (const path of ["/", "/es/", "/project/wasapMarket", "/es/project/neonWolf"]) {
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(path);
    // The page starts its scripts after its first paint and the visitor's first use (ADR 10): wait
    // until React has hydrated the document, then until the network is quiet, before counting.
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.size).toBeGreaterThan(0);
    let total = 0;
    for (const script of scripts) {
      const file = join(clientDir, script);
      expect(existsSync(file), script).toBe(true);
      total += gzipped(readFileSync(file));
    }
    console.log(`${path}: ${scripts.size} scripts, ${(total / kb).toFixed(1)} KB gzip`);
    expect(total, path).toBeLessThanOrEqual(javascriptBudget);
    page.removeAllListeners("request");
  }
});

test("every page's HTML stays within its budget", () => {
  const pages = [
    { path: "/", budget: htmlBudget.home },
    { path: "/es", budget: htmlBudget.home },
    ...content.projects.flatMap((p) => [
      { path: `/project/${p.id}`, budget: htmlBudget.project },
      { path: `/es/project/${p.id}`, budget: htmlBudget.project },
    ]),
  ];
  for (const { path, budget } of pages) {
    const size = gzipped(readFileSync(pageFile(path)));
    expect(size, `${path}: ${size} bytes gzip`).toBeLessThanOrEqual(budget);
  }
});

function textRuns(blocks: readonly (BodyBlock | FlowBlock)[]): string[] {
  // A link to another project reads that project's title, which its card shows on other pages too.
  const inline = (children: readonly Inline[]): string[] =>
    children.flatMap((child) =>
      typeof child === "string"
        ? [child]
        : child.type === "project-link" || !("children" in child)
          ? []
          : inline(child.children),
    );
  return blocks.flatMap((block) => {
    if (block.type === "paragraph" || block.type === "heading") return inline(block.children);
    if (block.type === "quote") return textRuns(block.children);
    if (block.type === "list") return block.items.flatMap(textRuns);
    return [];
  });
}

test("no page ships the other language's text or another project's body", () => {
  // HTML escapes quotes as entities and the .data payload escapes them with backslashes: compare
  // texts with quotes and escapes removed on both sides.
  const normalise = (value: string) =>
    value
      .replace(/&(quot|#x27|#39|amp|lt|gt);/g, (_, name: string) =>
        name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : "",
      )
      .replace(/["'\\]/g, "");
  // The runs of plain text in a body (markup splits a paragraph into several), long enough to be
  // that body's own words rather than a comma or a common phrase.
  const bodyText = (lang: "en" | "es", id: string) =>
    textRuns(content.projects.find((p) => p.id === id)!.text[lang].blocks)
      .map(normalise)
      .filter((run) => run.length >= 40);
  const shipped = (path: string) => {
    const data = path === "/" ? "_root.data" : `${path.replace(/^\//, "")}.data`;
    return normalise(
      readFileSync(pageFile(path), "utf8") + readFileSync(join(clientDir, data), "utf8"),
    );
  };
  const home = { en: shipped("/"), es: shipped("/es") };
  // Collected, then compared once: tens of thousands of single expectations are slow to report.
  const leaks: string[] = [];
  // A run the page's own body also holds (a quotation in the other language, kept as it was
  // said) is this page's text, wherever else it appears.
  const ships = (label: string, page: string, paragraphs: string[], own: string[] = []) => {
    const foreign = paragraphs.filter((run) => !own.some((mine) => mine.includes(run)));
    if (foreign.some((paragraph) => page.includes(paragraph))) leaks.push(label);
  };
  for (const project of content.projects) {
    for (const lang of ["en", "es"] as const) {
      const other = lang === "en" ? "es" : "en";
      // The home page shows cards only: no project body in either language. A body may name what
      // the owner's about data lists on the home page too (a publication, an award).
      const aboutText = normalise(JSON.stringify(content.about[lang]));
      const bodyOnly = bodyText(lang, project.id).filter((run) => !aboutText.includes(run));
      ships(`home ${lang} ships ${project.id}`, home[lang], bodyOnly);
      const page = shipped(lang === "en" ? `/project/${project.id}` : `/es/project/${project.id}`);
      expect(page).toContain(bodyText(lang, project.id)[0]);
      const own = bodyText(lang, project.id);
      ships(`${project.id} ${lang} ships ${other} text`, page, bodyText(other, project.id), own);
      for (const neighbour of content.projects.filter((p) => p.id !== project.id)) {
        const label = `${project.id} ${lang} ships ${neighbour.id}`;
        ships(label, page, bodyText(lang, neighbour.id), own);
      }
    }
  }
  expect(leaks).toEqual([]);
  expect(home.en.includes(normalise(content.about.es.intro))).toBe(false);
  expect(home.es.includes(normalise(content.about.en.intro))).toBe(false);
  expect(home.en).toContain(normalise(content.about.en.intro));
});

test("every element asks for the system's own typeface, one family name and a generic fallback", async ({
  page,
}) => {
  // Each family name in a stack costs Chromium a font lookup per size and weight in the first layout,
  // when the name is not installed too: the long stacks written for browsers without system-ui
  // made that layout markedly slower.
  const allowed = ["system-ui, sans-serif", "ui-monospace, monospace"];
  for (const path of ["/", "/es/project/eva", "/cv", "/missing-page"]) {
    await page.goto(path);
    const families = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll("body *")].map((el) => getComputedStyle(el).fontFamily),
      ),
    ]);
    expect(families.length, path).toBeGreaterThan(0);
    expect(
      families.filter((family) => !allowed.includes(family)),
      path,
    ).toEqual([]);
  }
});
