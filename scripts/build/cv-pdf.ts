import { writeFile } from "node:fs/promises";
import { join } from "node:path";

import PDFDocument from "pdfkit";

import { cvModel } from "~/content/cv-model.server";
import { type Content, siteContent } from "~/content/load.server";
import { cvPdfPath } from "~/lib/cv-pdf-path";
import { createI18n } from "~/lib/i18n";
import { type Language, languages, locales, paths } from "~/lib/paths";
import { messagesFor } from "~/locales/messages.server";

export type CvLabels = {
  title: string;
  sections: Record<
    "focus" | "skills" | "experience" | "projects" | "awards" | "education" | "publications",
    string
  >;
};

type Entry = { title: string; when?: string | number; detail?: string; link?: string };

const accent = "#1d4ed8";
const muted = "#4b5563";
const ink = "#111827";
const margin = 48;
const whenWidth = 90;

/**
 * The CV as an A4 PDF, from the same content as the /cv page. The standard Helvetica fonts use
 * WinAnsi encoding, which covers Spanish (á, ñ, ¿, ¡), so the text stays selectable without
 * embedding a font.
 */
export function renderCvPdf(
  content: Content,
  lang: Language,
  labels: CvLabels,
  siteUrl: string,
): Promise<Buffer> {
  const { site } = content;
  const cv = cvModel(content, lang);
  const doc = new PDFDocument({
    size: "A4",
    margin,
    lang: locales[lang].document,
    displayTitle: true,
    pdfVersion: "1.7",
    info: { Title: labels.title, Author: site.name, Subject: cv.jobTitle },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );
  const width = doc.page.width - 2 * margin;

  doc.font("Helvetica-Bold").fontSize(20).fillColor(ink).text(site.name);
  doc.font("Helvetica").fontSize(11).fillColor(muted).text(cv.tagline).moveDown(0.3);
  const contacts = [
    { label: site.email, url: `mailto:${site.email}` },
    { label: siteUrl.replace(/^https?:\/\//, ""), url: `${siteUrl}${paths.home(lang)}` },
    ...[site.profiles.network, site.profiles.video, site.profiles.photo].map((p) => ({
      label: p.label,
      url: p.url,
    })),
  ];
  doc.fontSize(9).fillColor(accent);
  contacts.forEach((contact, index) => {
    const last = index === contacts.length - 1;
    doc.text(contact.label, { link: contact.url, continued: !last, underline: false });
    if (!last)
      doc.fillColor(muted).text("   ·   ", { continued: true, link: null }).fillColor(accent);
  });

  function section(title: string, body: () => void) {
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
    body();
  }

  function entries(list: Entry[]) {
    for (const entry of list) {
      // Keep an entry whole: start a new page rather than split a title from its detail.
      if (doc.y + 26 > doc.page.height - margin) doc.addPage();
      const top = doc.y;
      const textWidth = entry.when === undefined ? width : width - whenWidth - 8;
      doc.font("Helvetica").fontSize(8.5).fillColor(muted);
      if (entry.when !== undefined) {
        doc.text(String(entry.when), margin + width - whenWidth, top, {
          width: whenWidth,
          align: "right",
        });
      }
      doc.font("Helvetica-Bold").fontSize(9.5).fillColor(ink);
      doc.text(entry.title, margin, top, { width: textWidth });
      if (entry.detail) {
        doc
          .font("Helvetica")
          .fontSize(9)
          .fillColor(entry.link ? accent : muted);
        doc.text(entry.detail, margin, doc.y, { width: textWidth, link: entry.link ?? null });
      }
      doc.moveDown(0.35);
    }
  }

  const body = (text: string) =>
    doc.font("Helvetica").fontSize(9.5).fillColor(ink).text(text, margin, doc.y, { width });

  section(labels.sections.focus, () => body(cv.focus.text));
  section(labels.sections.skills, () => body(cv.skills.join("  ·  ")));
  section(labels.sections.experience, () =>
    entries(
      cv.experience.map((job) => ({
        title: job.title,
        when: job.period,
        detail: job.company,
        link: job.url,
      })),
    ),
  );
  section(labels.sections.projects, () =>
    entries(
      cv.projects.map((p) => ({
        title: p.title,
        when: p.year,
        detail: p.subtitle,
        link: `${siteUrl}${paths.project(lang, p.id)}`,
      })),
    ),
  );
  section(labels.sections.awards, () =>
    entries(cv.awards.map((award) => ({ title: award.name, when: award.year }))),
  );
  section(labels.sections.education, () =>
    entries(cv.education.map((e) => ({ title: e.degree, when: e.year, detail: e.institution }))),
  );
  section(labels.sections.publications, () =>
    entries(cv.publications.map((p) => ({ title: p.title, detail: p.citation }))),
  );

  doc.end();
  return done;
}

/** Writes one PDF per language into the client build; returns each file's path and size. */
export async function writeCvPdfs(clientDir: string, siteUrl: string) {
  const content = siteContent();
  const written: { path: string; bytes: number }[] = [];
  for (const lang of languages) {
    const { t } = createI18n(lang, messagesFor(lang));
    const labels: CvLabels = {
      title: t("cv.metaTitle", { name: content.site.name }),
      sections: {
        focus: t("cv.sections.focus"),
        skills: t("cv.sections.skills"),
        experience: t("cv.sections.experience"),
        projects: t("cv.sections.projects"),
        awards: t("cv.sections.awards"),
        education: t("cv.sections.education"),
        publications: t("cv.sections.publications"),
      },
    };
    const pdf = await renderCvPdf(content, lang, labels, siteUrl);
    const path = cvPdfPath(lang, content.site.name);
    await writeFile(join(clientDir, path), pdf);
    written.push({ path, bytes: pdf.length });
  }
  return written;
}
