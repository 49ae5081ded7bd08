import type { Language } from "./paths";

/** "Inés Calderón" -> "ines-calderon": the owner's name as it appears in the CV's file name. */
export function nameSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Where the build writes each language's PDF CV, from the site root ("/ines-calderon-cv-en.pdf"). */
export function cvPdfPath(lang: Language, ownerName: string): string {
  return `/${nameSlug(ownerName)}-cv-${lang}.pdf`;
}
