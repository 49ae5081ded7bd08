import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";

import { cvModel } from "#app/content/cv-model.server.ts";
import { loadContent } from "#app/content/load.server.ts";
import { cvPdfPath, nameSlug } from "#app/lib/cv-pdf-path.ts";
import { createI18n } from "#app/lib/i18n.tsx";
import { messages } from "#app/locales/messages.server.ts";

import { renderCvPdf } from "./cv-pdf";

const content = loadContent();
const spanish = createI18n("es", messages.es);

async function readBack(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const { info } = await document.getMetadata();
  const pages: { width: number; height: number; text: string; links: string[] }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [, , width, height] = page.view;
    const text = (await page.getTextContent()).items
      .map((item) => ("str" in item ? item.str : ""))
      .join(" ");
    const links = (await page.getAnnotations())
      .map((annotation: { url?: string }) => annotation.url)
      .filter((url): url is string => typeof url === "string");
    pages.push({ width: width ?? 0, height: height ?? 0, text, links });
  }
  return { info, pages };
}

describe("renderCvPdf", () => {
  it("writes the Spanish CV on at most two A4 pages, with its text, links, title and language", async () => {
    const pdf = await renderCvPdf(cvModel(content, "es"), spanish, "https://example.com");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/Lang (es-CO)");
    const { info, pages } = await readBack(pdf);
    expect(info).toMatchObject({ Title: "Inés Calderón · Hoja de vida" });
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
    for (const page of pages) {
      expect(Math.round(page.width)).toBe(595);
      expect(Math.round(page.height)).toBe(842);
    }
    const text = pages
      .map((page) => page.text)
      .join(" ")
      .replace(/\s+/g, " ");
    expect(text).toContain(content.site.name);
    for (const job of content.about.es.experience) expect(text).toContain(job.title);
    const links = pages.flatMap((page) => page.links);
    expect(links).toContain(`mailto:${content.site.email}`);
    expect(links).toContain(content.site.profiles.network.url);
    const chosen = content.projects.find((p) => p.meta.cv);
    expect(links).toContain(`https://example.com/es/project/${chosen?.id ?? ""}`);
  });

  it("titles the model's sections, in its order, with the /cv page's translations", async () => {
    const cv = cvModel(content, "es");
    const { pages } = await readBack(await renderCvPdf(cv, spanish, "https://example.com"));
    const text = pages.map((page) => page.text).join(" ");
    const titles = cv.sections.map((section) => spanish.t(section.titleKey).toUpperCase());
    expect(titles).toContain("FORMACIÓN");
    const positions = titles.map((title) => text.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const reordered = { ...cv, sections: [...cv.sections].reverse() };
    const { pages: again } = await readBack(
      await renderCvPdf(reordered, spanish, "https://example.com"),
    );
    const reversed = again.map((page) => page.text).join(" ");
    const reversedPositions = titles.map((title) => reversed.indexOf(title));
    expect(reversedPositions).toEqual([...reversedPositions].sort((a, b) => b - a));
  });
});

describe("cvPdfPath", () => {
  it("puts the owner's name, without accents, in the file name", () => {
    expect(nameSlug("Inés Calderón")).toBe("ines-calderon");
    expect(cvPdfPath("es", "Inés Calderón")).toBe("/ines-calderon-cv-es.pdf");
  });
});
