import { writeFile } from "node:fs/promises";
import { join } from "node:path";

import PDFDocument from "pdfkit";

import {
  absoluteCvLink,
  type CvEntry,
  type CvModel,
  type CvSection,
} from "#app/content/cv-model.server.ts";
import { cvData } from "#app/content/pages.server.ts";
import { cvPdfPath } from "#app/lib/cv-pdf-path.ts";
import { createI18n, type I18n } from "#app/lib/i18n.tsx";
import { languages, locales, paths } from "#app/lib/paths.ts";
import { absoluteUrl } from "#app/lib/seo/page-urls.ts";
import { messagesFor } from "#app/locales/messages.server.ts";

const accent = "#1d4ed8";
const muted = "#4b5563";
const ink = "#111827";
const margin = 48;
const whenWidth = 90;

/**
 * The CV as an A4 PDF, from the same model as the /cv page, with the page's section titles. The
 * standard Helvetica fonts use WinAnsi encoding, which covers Spanish (á, ñ, ¿, ¡), so the text
 * stays selectable without embedding a font.
 */
export function renderCvPdf(cv: CvModel, i18n: I18n, siteUrl: string): Promise<Buffer> {
  const { lang, t } = i18n;
  const title = t("cv.page.metaTitle", { name: cv.name });
  const doc = new PDFDocument({
    size: "A4",
    margin,
    lang: locales[lang].document,
    displayTitle: true,
    pdfVersion: "1.7",
    info: { Title: title, Author: cv.name, Subject: cv.jobTitle },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );
  const width = doc.page.width - 2 * margin;

  doc.font("Helvetica-Bold").fontSize(20).fillColor(ink).text(cv.name);
  doc.font("Helvetica").fontSize(11).fillColor(muted).text(cv.tagline).moveDown(0.3);
  const contacts = [
    { label: cv.email, url: `mailto:${cv.email}` },
    { label: siteUrl.replace(/^https?:\/\//, ""), url: absoluteUrl(siteUrl, paths.home(lang)) },
    ...cv.profiles,
  ];
  doc.fontSize(9).fillColor(accent);
  contacts.forEach((contact, index) => {
    const last = index === contacts.length - 1;
    doc.text(contact.label, { link: contact.url, continued: !last, underline: false });
    if (!last)
      doc.fillColor(muted).text("   ·   ", { continued: true, link: null }).fillColor(accent);
  });

  function heading(title: string) {
    doc.moveDown(0.8);
    // A heading never ends a page: it moves on with its first entry.
    if (doc.y + 60 > doc.page.height - margin) doc.addPage();
    const top = doc.y;
    doc
      .moveTo(margin, top)
      .lineTo(margin + width, top)
      .lineWidth(0.5)
      .strokeColor("#d1d5db")
      .stroke();
    doc.y = top + 6;
    doc
      .font("Helvetica-Bold")
      .fontSize(8)
      .fillColor(accent)
      .text(title.toUpperCase(), margin, doc.y);
    doc.moveDown(0.3);
  }

  function entries(list: CvEntry[]) {
    for (const entry of list) {
      // Keep an entry whole: start a new page rather than split a title from its detail.
      if (doc.y + 26 > doc.page.height - margin) doc.addPage();
      const top = doc.y;
      const textWidth = entry.when === undefined ? width : width - whenWidth - 8;
      doc.font("Helvetica").fontSize(8.5).fillColor(muted);
      if (entry.when !== undefined) {
        doc.text(entry.when, margin + width - whenWidth, top, { width: whenWidth, align: "right" });
      }
      doc.font("Helvetica-Bold").fontSize(9.5).fillColor(ink);
      doc.text(entry.title, margin, top, { width: textWidth });
      if (entry.detail) {
        doc
          .font("Helvetica")
          .fontSize(9)
          .fillColor(entry.link ? accent : muted);
        const link = entry.link ? absoluteCvLink(entry.link, siteUrl) : null;
        doc.text(entry.detail, margin, doc.y, { width: textWidth, link });
      }
      doc.moveDown(0.35);
    }
  }

  const body = (text: string) =>
    doc.font("Helvetica").fontSize(9.5).fillColor(ink).text(text, margin, doc.y, { width });

  function sectionBody(section: CvSection) {
    switch (section.kind) {
      case "text":
        return body(section.text);
      case "tags":
        return body(section.tags.join("  ·  "));
      case "entries":
        return entries(section.entries);
    }
  }

  for (const section of cv.sections) {
    heading(t(section.titleKey));
    sectionBody(section);
  }

  doc.end();
  return done;
}

/** Writes one PDF per language into the client build; returns each file's path and size. */
export async function writeCvPdfs(clientDir: string, siteUrl: string) {
  const written: { path: string; bytes: number }[] = [];
  for (const lang of languages) {
    const cv = cvData(lang);
    const pdf = await renderCvPdf(cv, createI18n(lang, messagesFor(lang)), siteUrl);
    const path = cvPdfPath(lang, cv.name);
    await writeFile(join(clientDir, path), pdf);
    written.push({ path, bytes: pdf.length });
  }
  return written;
}
