import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { defaultLanguage } from "#app/lib/paths.ts";

import { messages } from "./messages.server";

// Every string of the default language must be shown somewhere, or it is one more text to translate for nothing.
// A key counts as used when the source writes it out in quotes (a t() call, a table of keys), when
// a t() template starts with its prefix (`t(\`nav.sections.${id}\`)`), or when it lies under one of
// the objects below, which the code reads as properties rather than through t().
const readAsProperties: Record<string, string> = {
  // notFoundMeta({ title: notFound.metaTitle, description: notFound.description })
  "common.notFound": "app/routes/not-found.tsx",
  // notFoundMeta(messages.project.notFound)
  "project.notFound": "app/routes/project.tsx",
  // cvMeta({ ..., copy: messages.cv.page }): the page's <title> and description
  "cv.page": "app/routes/cv.tsx",
  // contactMeta({ ..., copy: messages.contact.page })
  "contact.page": "app/routes/contact.tsx",
};

const sourceRoots = ["app", "server", "scripts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(join("app", "locales")));
}

function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function usedBy(sources: string) {
  const written = new Set(
    [...sources.matchAll(/["'`]([a-zA-Z]+(?:\.[a-zA-Z]+)+)["'`]/g)].map((m) => m[1]),
  );
  const prefixes = [...sources.matchAll(/\bt\(\s*`([a-zA-Z.]+)\$\{/g)].map((m) => m[1] ?? "");
  const properties = Object.keys(readAsProperties).map((key) => `${key}.`);
  return (fullKey: string) => {
    // Plural forms (`_one`, `_other`) are picked by the translator from the key the code writes.
    const key = fullKey.replace(/_(zero|one|two|few|many|other)$/, "");
    return (
      written.has(key) ||
      prefixes.some((prefix) => key.startsWith(prefix)) ||
      properties.some((prefix) => key.startsWith(prefix))
    );
  };
}

const sources = sourceRoots
  .flatMap(sourceFiles)
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

describe("translations in use", () => {
  it("every key of the default language is used by the code", () => {
    const used = usedBy(sources);
    expect(keyPaths(messages[defaultLanguage]).filter((key) => !used(key))).toEqual([]);
  });

  it("the objects read as properties are read where the list says", () => {
    for (const [key, file] of Object.entries(readAsProperties)) {
      const last = key.split(".").at(-1) ?? key;
      expect(readFileSync(file, "utf8"), `${key} in ${file}`).toContain(`.${last}`);
    }
  });

  it("finds an unused key", () => {
    const used = usedBy('t("home.title"); t(`nav.sections.${id}`);');
    expect(used("home.title")).toBe(true);
    expect(used("nav.sections.about")).toBe(true);
    expect(used("home.subtitle")).toBe(false);
    expect(used("common.notFound.title")).toBe(true);
    expect(used("home.title_other")).toBe(true);
    expect(used("home.subtitle_one")).toBe(false);
  });
});
