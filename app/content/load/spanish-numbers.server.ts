import type { Language } from "../../lib/paths";
import { parseInlineLinks } from "../markdown";
import type { ProseRun } from "../prose/runs";
import { misgroupedNumbers, spanishNumberProblems } from "../prose/spanish-numbers";
import type { ContentFiles } from "./content-files.server";

// The Spanish way of grouping digits (prose/spanish-numbers.ts), applied to the Spanish files: the
// bodies, the front matter of es.md and every text of about.es.yaml.

function followsSpanishRules(lang: Language): boolean {
  return lang === "es";
}

/** A Spanish body's numbers, each named with its line. */
export function reportBodyNumbers(
  files: ContentFiles,
  path: string,
  lang: Language,
  prose: readonly ProseRun[],
): void {
  if (!followsSpanishRules(lang)) return;
  for (const { line, message } of spanishNumberProblems(prose)) {
    files.report(path, "body", message, line);
  }
}

/** The words a visitor reads in a YAML text: a link's words but not its address; no address field. */
function readableParts(value: string): string[] {
  if (/^https?:\/\/\S+$/.test(value.trim())) return [];
  return parseInlineLinks(value).map((segment) => segment.text);
}

/**
 * Every text in a Spanish YAML document (front matter, about file), named by its field path, with
 * the first line of the file where the number is written (YAML keeps it as typed).
 */
export function reportTextNumbers(
  files: ContentFiles,
  path: string,
  lang: Language,
  data: unknown,
  field = "",
): void {
  if (!followsSpanishRules(lang)) return;
  if (typeof data === "string") {
    for (const part of readableParts(data)) {
      for (const { written, message } of misgroupedNumbers(part)) {
        const index = files.lines(path).findIndex((line) => line.includes(written));
        files.report(path, field, message, index < 0 ? undefined : index + 1);
      }
    }
  } else if (Array.isArray(data)) {
    data.forEach((item, i) => reportTextNumbers(files, path, lang, item, join(field, i)));
  } else if (typeof data === "object" && data !== null) {
    for (const [key, value] of Object.entries(data)) {
      reportTextNumbers(files, path, lang, value, join(field, key));
    }
  }
}

function join(field: string, key: string | number): string {
  return field === "" ? String(key) : `${field}.${key}`;
}
