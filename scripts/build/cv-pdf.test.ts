import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";

import { loadContent } from "~/content/load.server";
import { cvPdfPath, nameSlug } from "~/lib/cv-pdf-path";

import { type CvLabels, renderCvPdf } from "./cv-pdf";

const content = loadContent();
const labels: CvLabels = {
  title: "Inés Calderón · Hoja de vida",
  sections: {
    focus: "Enfoque",
    skills: "Habilidades",
    experience: "Experiencia",
    projects: "Proyectos destacados",
    awards: "Premios",
    education: "Formación",
    publications: "Publicaciones",
  },
};

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
    const pdf = await renderCvPdf(content, "es", labels, "https://example.com");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/Lang (es-CO)");
    const { info, pages } = await readBack(pdf);
    expect(info).toMatchObject({ Title: labels.title });
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
    expect(text).toContain("FORMACIÓN");
    const links = pages.flatMap((page) => page.links);
    expect(links).toContain(`mailto:${content.site.email}`);
    expect(links).toContain(content.site.profiles.network.url);
    const chosen = content.projects.find((p) => p.meta.cv);
    expect(links).toContain(`https://example.com/es/project/${chosen?.id ?? ""}`);
  });
});

describe("cvPdfPath", () => {
  it("puts the owner's name, without accents, in the file name", () => {
    expect(nameSlug("Inés Calderón")).toBe("ines-calderon");
    expect(cvPdfPath("es", "Inés Calderón")).toBe("/ines-calderon-cv-es.pdf");
  });
});
