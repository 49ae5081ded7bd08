import { expect, test } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { content } from "./support/content";
import { cvCopy } from "./support/copy";

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const textContent = await page.getTextContent();
    for (const item of textContent.items) if ("str" in item) parts.push(item.str);
  }
  return { pages: document.numPages, text: parts.join(" ").replace(/\s+/g, " ") };
}

const squash = (value: string) => value.replace(/\s+/g, " ");

for (const lang of ["en", "es"] as const) {
  const path = lang === "en" ? "/cv" : "/es/cv";
  const about = content.about[lang];

  test.describe(`CV (${lang})`, () => {
    test("shows the about data and the chosen projects in the page's language", async ({
      page,
    }) => {
      await page.goto(path);
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

    // The one PDF check: printed once per paper size the visitor may have.
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
        for (const job of about.experience) expect(text, format).toContain(squash(job.title));
        expect(text, format).toContain(content.site.profiles.network.url);
      }
    });

    test("the print button and ?print open the print dialog", async ({ page }) => {
      await page.addInitScript(() => {
        window.print = () => {
          const w = window as unknown as { printed?: number };
          w.printed = (w.printed ?? 0) + 1;
        };
      });
      await page.goto(`${path}?print`);
      await expect
        .poll(() => page.evaluate(() => (window as { printed?: number }).printed))
        .toBe(1);
      await expect(page).toHaveURL(path);
      await page.getByRole("button", { name: cvCopy[lang].print }).click();
      await expect
        .poll(() => page.evaluate(() => (window as { printed?: number }).printed))
        .toBe(2);
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
