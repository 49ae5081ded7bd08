import { describe, expect, it } from "vitest";

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

describe("translations", () => {
  it("have the same keys in English and Spanish", () => {
    expect(keyPaths(messages.es).sort()).toEqual(keyPaths(messages.en).sort());
  });

  it("have no empty strings and the same placeholders in both languages", () => {
    const get = (root: unknown, path: string) =>
      path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
    for (const path of keyPaths(messages.en)) {
      const en = get(messages.en, path);
      const es = get(messages.es, path);
      expect(typeof en, path).toBe("string");
      expect(String(en).trim(), path).not.toBe("");
      expect(String(es).trim(), path).not.toBe("");
      expect(interpolations(String(es)), path).toEqual(interpolations(String(en)));
    }
  });
});
