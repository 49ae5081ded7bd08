import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

import { z } from "zod";

import { SettingsError } from "#app/lib/settings/settings-error.ts";
import type { CspManifest } from "#server/security-headers.ts";

// Per-page script hashes for the Content-Security-Policy. React Router writes each page's data and
// bootstrap as inline scripts, and the root adds the language redirect, so every page differs.

// Speculation rules are not executed, but CSP's script-src governs them as it does scripts: each
// page's rules are allowed by their hash (app/boot/speculation-rules.ts).
const executableTypes = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "speculationrules",
]);

/**
 * The text of each inline script a browser would execute (or read as speculation rules), exactly as
 * served. In HTML a <script>
 * element's content is raw text up to the first "</script", so no entity decoding applies and the
 * bytes between the tags are what the browser hashes. Data blocks (JSON-LD) are not scripts to CSP.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!executableTypes.has(type)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

export function scriptHash(content: string): string {
  return `sha256-${createHash("sha256").update(content, "utf8").digest("base64")}`;
}

const EndpointSchema = z.union([
  z.string().regex(/^\/(?!\/)/, { error: "a path on this site must start with a single /" }),
  z.url({ protocol: /^https?$/, error: "must be a path like /api/contact or an http(s) URL" }),
]);

/** Origins the pages may call besides their own: the contact relay when it lives elsewhere. */
export function connectSourcesFor(endpoint: string | undefined): string[] {
  if (!endpoint) return [];
  const result = EndpointSchema.safeParse(endpoint);
  if (!result.success) {
    throw new SettingsError([
      `VITE_CONTACT_ENDPOINT ${result.error.issues[0]?.message ?? "is not valid"}`,
    ]);
  }
  return result.data.startsWith("/") ? [] : [new URL(result.data).origin];
}

export async function buildCspManifest(clientDir: string, endpoint: string | undefined) {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const htmlFiles = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const pages: CspManifest["pages"] = {};
  for (const path of htmlFiles) {
    const hashes = inlineScripts(await readFile(path, "utf8")).map(scriptHash);
    pages[`/${relative(clientDir, path).split(sep).join("/")}`] = [...new Set(hashes)];
  }
  return { connectSources: connectSourcesFor(endpoint), pages } satisfies CspManifest;
}

export async function writeCspManifest(path: string, manifest: CspManifest): Promise<void> {
  await writeFile(path, `${JSON.stringify(manifest, null, 2)}\n`);
}
