import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { parse } from "yaml";
import type { z } from "zod";

import { byLanguage, type Language, languages } from "../../lib/paths";
import type { ContentIssue } from "../content-error";

/**
 * The content folder being read and the problems found in it so far. Readers report every problem
 * and carry on, so one run of the check names them all.
 */
export class ContentFiles {
  readonly issues: ContentIssue[] = [];

  constructor(readonly dir: string) {}

  path(...segments: string[]): string {
    return join(this.dir, ...segments);
  }

  /** How messages name a file: as the owner sees it, whatever folder is being checked. */
  display(path: string): string {
    return `content/${relative(this.dir, path)}`;
  }

  report(path: string, field: string, message: string, line?: number): void {
    this.issues.push({ file: this.display(path), field, message, ...(line ? { line } : {}) });
  }

  /** The file's lines, for problems that name a line; empty when the file cannot be read. */
  lines(path: string): string[] {
    return existsSync(path) ? readFileSync(path, "utf8").split(/\r?\n/) : [];
  }

  /** The 1-based line of the first line matching `pattern`, or undefined. */
  lineOf(path: string, pattern: RegExp): number | undefined {
    const index = this.lines(path).findIndex((line) => pattern.test(line));
    return index < 0 ? undefined : index + 1;
  }

  /** The file's data if it matches the schema; otherwise each mismatch is reported. */
  validate<S extends z.ZodType>(path: string, schema: S, data: unknown): z.infer<S> | undefined {
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      this.report(path, issue.path.join("."), issue.message);
    }
    return undefined;
  }

  readYaml<S extends z.ZodType>(path: string, schema: S): z.infer<S> | undefined {
    if (!existsSync(path)) {
      this.report(path, "", "file is missing");
      return undefined;
    }
    let data: unknown;
    try {
      data = parse(readFileSync(path, "utf8"));
    } catch (error) {
      this.report(path, "", `not valid YAML (${String(error)})`);
      return undefined;
    }
    return this.validate(path, schema, data);
  }

  /** `src` is a public image path ("/portfolio/eva/body-1.svg"), stored under content/images. */
  imageExists(src: string): boolean {
    return existsSync(this.path("images", src));
  }

  requireImage(path: string, field: string, src: string): void {
    if (!this.imageExists(src)) {
      this.report(path, field, `image ${src} not found under content/images`);
    }
  }
}

/**
 * Reads a file per language, every one of them (so each reports its own problems); the set exists
 * only when every language's does.
 */
export function inEveryLanguage<T>(
  read: (lang: Language) => T | undefined,
): Record<Language, T> | undefined {
  const texts = byLanguage(read);
  return isComplete(texts) ? texts : undefined;
}

function isComplete<T>(table: Record<Language, T | undefined>): table is Record<Language, T> {
  return languages.every((lang) => table[lang] !== undefined);
}
