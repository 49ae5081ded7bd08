import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { type ErrorPage, errorPages } from "#app/lib/paths.ts";
import {
  type CspManifest,
  pageCsp,
  resourceCsp,
  sharedSecurityHeaders,
} from "#server/security-headers.ts";
import { contentTypeOf, hashedAssets } from "#server/static-files.ts";

// _headers and _redirects for static hosts that read them (Netlify, Cloudflare Pages and others).
// Hosts join the values of a header set by several matching rules, so each header appears in rules
// that never match the same URL: the shared headers in /*, a CSP in each page's own rule.

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line. */
const maxRules = 100;
const maxLineLength = 2000;

const isErrorPage = (file: string) => errorPages.some((page) => page.file === file);

/**
 * The URL a static host serves an HTML file at. Folders keep their trailing slash: Cloudflare Pages
 * redirects /project/eva to /project/eva/, and Netlify matches a rule with or without it.
 */
export function pageRulePath(file: string): string {
  return file.replace(/index\.html$/, "");
}

type Rule = { path: string; headers: [string, string][] };

// The CV's PDF (scripts/build/cv-pdf.ts), the feeds and the JSON Resume: their type is named, not
// left to the host's guess (most would call a feed plain XML, and readers then ignore it).
const namedTypes = /\.(pdf|json)$|\/feed\.xml$/;

export function headersFile(manifest: CspManifest, resourcePaths: readonly string[]): string {
  const rules: Rule[] = [
    { path: "/*", headers: Object.entries(sharedSecurityHeaders) },
    ...Object.entries(manifest.pages)
      // An error page answers at any missing URL, so no rule can name it (docs/deploy.md).
      .filter(([file]) => !isErrorPage(file))
      .map(([file, scriptHashes]): Rule => ({
        path: pageRulePath(file),
        headers: [
          [
            "Content-Security-Policy",
            pageCsp({ scriptHashes, connectSources: manifest.connectSources }),
          ],
        ],
      })),
    ...resourcePaths.map((path): Rule => {
      const headers: [string, string][] = [["Content-Security-Policy", resourceCsp]];
      if (path === `${hashedAssets.folder}*`) {
        headers.push(["Cache-Control", hashedAssets.cacheControl]);
      }
      if (namedTypes.test(path)) headers.push(["Content-Type", contentTypeOf(path)]);
      return { path, headers };
    }),
  ];
  if (rules.length > maxRules) {
    throw new Error(
      `_headers would have ${rules.length} rules; Cloudflare Pages reads ${maxRules}`,
    );
  }
  const lines = rules.flatMap((rule) => [
    rule.path,
    ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
    "",
  ]);
  const long = lines.find((line) => line.length > maxLineLength);
  if (long)
    throw new Error(`_headers line over ${maxLineLength} characters: ${long.slice(0, 80)}…`);
  return `# Written by scripts/build/static-headers.ts: the Node server's headers, for static hosts.\n${lines.join("\n")}`;
}

/**
 * Netlify serves only the host's default error page (/404.html) for a missing URL; these rules pick
 * the page in the right language (and the unknown-project page) instead. They apply only where no
 * file exists. Cloudflare Pages finds the nearest 404.html by itself and skips these lines as
 * unsupported.
 */
export function redirectsFile(pages: readonly ErrorPage[]): string {
  const rules = pages
    .filter((page) => !page.hostDefault)
    // Most specific first: /es/project/* before /es/*.
    .sort((a, b) => b.folder.length - a.folder.length)
    .map((page) => `${page.folder}*  ${page.file}  404`);
  return `# Written by scripts/build/static-headers.ts: language-specific 404 pages for Netlify.\n${rules.join("\n")}\n`;
}

/**
 * Top-level entries of the client directory that hold no page: each gets the resource CSP. Folders
 * with pages (/es, /project) are left out, or their rule would add a second CSP to the pages; the
 * documents a language folder holds beside its pages (/es/feed.xml, /es/cv.json) get a rule each.
 */
async function resourceRulePaths(clientDir: string, manifest: CspManifest): Promise<string[]> {
  const pageRoots = new Set(
    Object.keys(manifest.pages).map((file) => file.split("/").filter(Boolean)[0] ?? ""),
  );
  const entries = await readdir(clientDir, { withFileTypes: true });
  const topLevel = entries
    .filter((entry) => !pageRoots.has(entry.name) && !entry.name.startsWith("_"))
    .filter((entry) => entry.isDirectory() || !/\.(br|gz)$/.test(entry.name))
    .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`));
  const documents: string[] = [];
  for (const root of entries.filter((entry) => entry.isDirectory() && pageRoots.has(entry.name))) {
    for (const entry of await readdir(join(clientDir, root.name), { withFileTypes: true })) {
      if (entry.isFile() && /\.(xml|json)$/.test(entry.name)) {
        documents.push(`/${root.name}/${entry.name}`);
      }
    }
  }
  return [...topLevel, ...documents].sort();
}

export async function writeStaticHostFiles(clientDir: string, manifest: CspManifest) {
  const resources = await resourceRulePaths(clientDir, manifest);
  await writeFile(join(clientDir, "_headers"), headersFile(manifest, resources));
  const builtErrorPages = errorPages.filter((page) => Object.hasOwn(manifest.pages, page.file));
  await writeFile(join(clientDir, "_redirects"), redirectsFile(builtErrorPages));
}
