import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

import { describe, expect, it } from "vitest";

import { configLoadedFiles } from "../config-loaded-files.js";

const root = join(import.meta.dirname, "..");
const entries = ["react-router.config.ts", "vite.config.ts", "app/routes.ts"];
const importSpecifier =
  /(?:import|export)[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier));
  return ["", ".ts", ".tsx", "/index.ts"]
    .map((extension) => `${base}${extension}`)
    .find((candidate) => existsSync(join(root, candidate)) && candidate.match(/\.tsx?$/));
}

/** Every module of this project the config files load, with the specifiers it imports. */
function configGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const source = readFileSync(join(root, file), "utf8");
    const specifiers = [...source.matchAll(importSpecifier)].map((m) => m[1] ?? m[2] ?? "");
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      const next = specifier.startsWith(".") ? resolveRelative(file, specifier) : undefined;
      if (next) pending.push(next);
    }
  }
  return graph;
}

const covered = (file: string) =>
  configLoadedFiles.some((pattern) =>
    pattern.endsWith("/**") ? file.startsWith(pattern.slice(0, -2)) : file === pattern,
  );

describe("modules the config files load", () => {
  const graph = configGraph();

  it("reaches the content loader (the walk follows the imports)", () => {
    expect(graph.has("app/content/load/order.server.ts")).toBe(true);
  });

  it("are all listed in config-loaded-files.js, where ESLint forbids aliases", () => {
    expect([...graph.keys()].filter((file) => !covered(file))).toEqual([]);
  });

  it("import each other relatively: an alias would not resolve when the config loads", () => {
    const aliased = [...graph].flatMap(([file, specifiers]) =>
      specifiers.filter((s) => s.startsWith("~")).map((s) => `${file}: ${s}`),
    );
    expect(aliased).toEqual([]);
  });
});
