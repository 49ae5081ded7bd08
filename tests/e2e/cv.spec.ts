import { readFileSync } from "node:fs";

import { expect, test } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

import { content } from "../support/e2e/content";
import { cvCopy } from "../support/e2e/copy";

/** A PDF's page count, its text (white space collapsed) and each page's box in points. */
async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string; sizes: number[][] }> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const parts: string[] = [];
  const sizes: number[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    sizes.push(page.view.map(Math.round));
    const textContent = await page.getTextContent();
    for (const item of textContent.items) if ("str" in item) parts.push(item.str);
  }
  return { pages: document.numPages, text: parts.join(" ").replace(/\s+/g, " "), sizes };
}

// A PDF's text breaks lines inside words at hyphens ("part- time"): read them as one.
const squash = (value: string) => value.replace(/\s+/g, " ").replace(/- /g, "-");

for (const lang of ["en", "es"] as const) {
  const path = lang === "en" ? "/cv" : "/es/cv";
  const about = content.about[lang];

  test.describe(`CV (${lang})`, () => {
    test("shows the about data and the chosen projects; ?print and the print button open the print dialog; the download is its PDF, 1–2 A4 pages with every experience title", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        window.print = () => {
          window.printed = (window.printed ?? 0) + 1;
        };
      });
      const printed = () => page.evaluate(() => window.printed);

      await test.step("?print opens the print dialog once and leaves the plain address", async () => {
        await page.goto(`${path}?print`);
        await expect.poll(printed).toBe(1);
        await expect(page).toHaveURL(path);
      });

      await test.step("the about data and the chosen projects, in the page's language", async () => {
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.site.name);
        const main = page.getByRole("main");
        for (const job of about.experience) await expect(main).toContainText(job.title);
        for (const award of about.awards) await expect(main).toContainText(award.name);
        for (const entry of about.education) await expect(main).toContainText(entry.degree);
        for (const publication of about.publications) {
          await expect(main).toContainText(publication.title);
        }
        const chosen = content.projects.filter((p) => p.meta.cv);
        expect(chosen.length).toBeGreaterThan(0);
        for (const project of chosen) await expect(main).toContainText(project.text[lang].title);
        expect(await page.title()).toContain(content.site.name);
      });

      await test.step("the print button, a second action, opens the print dialog", async () => {
        await page.getByRole("button", { name: cvCopy[lang].print }).click();
        await expect.poll(printed).toBe(2);
        await expect(page).toHaveURL(path);
      });

      await test.step("the download link gives this language's PDF", async () => {
        const link = page.getByRole("link", { name: cvCopy[lang].download });
        await expect(link).toHaveAttribute("download", /.+/);
        const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
        expect(download.suggestedFilename()).toBe(`ines-calderon-cv-${lang}.pdf`);
        const { pages, text, sizes } = await pdfText(readFileSync(await download.path()));
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages).toBeLessThanOrEqual(2);
        // A4 in PDF points.
        for (const size of sizes) expect(size).toEqual([0, 0, 595, 842]);
        for (const job of about.experience) expect(squash(text)).toContain(squash(job.title));
        const response = await page.request.get(String(await link.getAttribute("href")));
        expect(response.headers()["content-type"]).toBe("application/pdf");
      });
    });

    // Printing the page (the browser's own PDF), once per paper size the visitor may have.
    test("prints to at most two A4 or Letter pages with every experience entry", async ({
      page,
    }) => {
      await page.goto(path);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("button", { name: cvCopy[lang].download })).toBeHidden();
      for (const format of ["A4", "Letter"] as const) {
        const { pages, text } = await pdfText(
          await page.pdf({ format, printBackground: false, preferCSSPageSize: true }),
        );
        expect(pages, format).toBeLessThanOrEqual(2);
        for (const job of about.experience) {
          expect(squash(text), format).toContain(squash(job.title));
        }
        expect(text, format).toContain(content.site.profiles.network.url);
      }
    });
  });
}

for (const lang of ["en", "es"] as const) {
  test(`the about section links to the CV and to its PDF (${lang})`, async ({ page }) => {
    await page.goto(lang === "en" ? "/" : "/es/");
    const about = page.locator("#about");
    await about.getByRole("link", { name: cvCopy[lang].view }).click();
    await expect(page).toHaveURL(lang === "en" ? "/cv" : "/es/cv");
    await page.goBack();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      about.getByRole("link", { name: cvCopy[lang].download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });
}
