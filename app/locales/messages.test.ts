import { readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { lookup } from "#app/lib/i18n.tsx";
import { defaultLanguage, languages, otherLanguages } from "#app/lib/paths.ts";

import { messages } from "./messages.server";

function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function interpolations(value: string): string[] {
  return [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();
}

const reference = messages[defaultLanguage];
const translations = otherLanguages(defaultLanguage);

describe("translations", () => {
  it.each(translations)("have the same keys in %s as in the default language", (lang) => {
    expect(keyPaths(messages[lang]).sort()).toEqual(keyPaths(reference).sort());
  });

  it.each(translations)("have no empty strings and the same placeholders in %s", (lang) => {
    for (const path of keyPaths(reference)) {
      const original = lookup(reference, path);
      const translated = lookup(messages[lang], path);
      expect(typeof original, path).toBe("string");
      expect(typeof translated, path).toBe("string");
      expect(String(original).trim(), path).not.toBe("");
      expect(String(translated).trim(), path).not.toBe("");
      expect(interpolations(String(translated)), path).toEqual(interpolations(String(original)));
    }
  });

  // The e2e tests read each language's folder rather than this table (tests/support/e2e/copy.ts).
  it.each(languages)("are the files in the %s folder, no more and no fewer", (lang) => {
    const files = readdirSync(new URL(`./${lang}/`, import.meta.url)).filter((name) =>
      name.endsWith(".json"),
    );
    expect(files.sort()).toEqual(
      Object.keys(reference)
        .map((name) => `${name}.json`)
        .sort(),
    );
  });
});
