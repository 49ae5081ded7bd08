import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { content } from "./support/content";

for (const lang of ["en", "es"] as const) {
  const path = lang === "en" ? "/cv" : "/es/cv";
  const label = lang === "en" ? "Download CV" : "Descargar hoja de vida";

  test(`the ${lang} CV page downloads its PDF: 1–2 A4 pages with every experience title`, async ({
    page,
  }) => {
    await page.goto(path);
    const link = page.getByRole("link", { name: label });
    await expect(link).toHaveAttribute("download", /.+/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`ines-calderon-cv-${lang}.pdf`);
    const file = await download.path();
    const document = await getDocument({
      data: new Uint8Array(readFileSync(file)),
      verbosity: 0,
    }).promise;
    expect(document.numPages).toBeGreaterThanOrEqual(1);
    expect(document.numPages).toBeLessThanOrEqual(2);
    const parts: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const pdfPage = await document.getPage(number);
      expect(pdfPage.view.map(Math.round)).toEqual([0, 0, 595, 842]);
      for (const item of (await pdfPage.getTextContent()).items) {
        if ("str" in item) parts.push(item.str);
      }
    }
    const text = parts.join(" ").replace(/\s+/g, " ");
    for (const job of content.about[lang].experience) expect(text).toContain(job.title);

    const response = await page.request.get(await link.getAttribute("href").then(String));
    expect(response.headers()["content-type"]).toBe("application/pdf");
  });
}

test("printing stays on the CV page as a second action", async ({ page }) => {
  await page.goto("/cv");
  await expect(page.getByRole("button", { name: "Print CV" })).toBeVisible();
});
