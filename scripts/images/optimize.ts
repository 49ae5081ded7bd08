/**
 * Converts every source image under content/images into web formats under public/ at the
 * same relative path, and records them in .cache/images/manifest.json for the build.
 * Work is cached on a hash of the source bytes and the encoding settings, so a rebuild with
 * nothing changed encodes nothing. Run: npx tsx scripts/images/optimize.ts
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { z } from "zod";

import type { ImageManifest } from "#app/lib/images/image-manifest.ts";
import { ImageManifestEntrySchema } from "#app/lib/images/image-manifest.ts";

import { encodeImage } from "./encode";
import { roleOf, settingsFor } from "./image-roles";
import { withLock } from "./lock";

export type OptimizeOptions = { sourceDir?: string; outDir?: string; cacheDir?: string };
export type OptimizeResult = { processed: number; cached: number };

// Bump when the encoder changes in a way the settings do not capture.
const PIPELINE_VERSION = 1;
const CONCURRENCY = 2;
const SOURCE_EXTENSIONS = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp"]);

const StateSchema = z.object({
  version: z.literal(PIPELINE_VERSION),
  entries: z.record(
    z.string(),
    z.object({ key: z.string(), outputs: z.array(z.string()), entry: ImageManifestEntrySchema }),
  ),
});
type State = z.infer<typeof StateSchema>;

async function listSources(dir: string, prefix = ""): Promise<string[]> {
  const items = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const item of items) {
    const relative = prefix ? `${prefix}/${item.name}` : item.name;
    if (item.isDirectory()) found.push(...(await listSources(dir, relative)));
    else if (SOURCE_EXTENSIONS.has(path.extname(item.name).toLowerCase())) found.push(relative);
  }
  return found.sort();
}

async function readState(file: string): Promise<State> {
  const text = await readFile(file, "utf8").catch(() => "");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Missing or cut short by an interrupted run: start from nothing and re-encode.
    json = undefined;
  }
  const parsed = StateSchema.safeParse(json);
  return parsed.success ? parsed.data : { version: PIPELINE_VERSION, entries: {} };
}

async function allExist(outDir: string, outputs: readonly string[]): Promise<boolean> {
  const checks = await Promise.all(
    outputs.map((output) =>
      stat(path.join(outDir, output)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return checks.every(Boolean);
}

async function removeOutputs(outDir: string, outputs: readonly string[]): Promise<void> {
  await Promise.all(outputs.map((output) => rm(path.join(outDir, output), { force: true })));
}

/** Runs tasks with at most `limit` in flight; AVIF encoding saturates a core each. */
async function pool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

async function writeIfChanged(file: string, text: string): Promise<void> {
  if ((await readFile(file, "utf8").catch(() => "")) === text) return;
  await writeFile(file, text);
}

export async function optimizeImages(options: OptimizeOptions = {}): Promise<OptimizeResult> {
  const sourceDir = options.sourceDir ?? "content/images";
  const outDir = options.outDir ?? "public";
  const cacheDir = options.cacheDir ?? ".cache/images";
  return withLock(path.join(cacheDir, "lock"), () => optimize(sourceDir, outDir, cacheDir));
}

async function optimize(
  sourceDir: string,
  outDir: string,
  cacheDir: string,
): Promise<OptimizeResult> {
  const started = performance.now();
  const stateFile = path.join(cacheDir, "state.json");
  const previous = await readState(stateFile);
  const next: State = { version: PIPELINE_VERSION, entries: {} };
  const sources = await listSources(sourceDir);

  const byOutputBase = new Map<string, string>();
  const jobs: { publicPath: string; input: Buffer; key: string }[] = [];
  let cached = 0;
  for (const relative of sources) {
    const publicPath = `/${relative}`;
    const base = publicPath.replace(/\.[^./]+$/, "");
    const clash = byOutputBase.get(base);
    if (clash)
      throw new Error(
        `${clash} and ${publicPath} would produce the same files: keep only one of them.`,
      );
    byOutputBase.set(base, publicPath);

    const input = await readFile(path.join(sourceDir, relative));
    const settings = settingsFor(roleOf(relative));
    const key = createHash("sha256")
      .update(input)
      .update(JSON.stringify({ PIPELINE_VERSION, settings }))
      .digest("hex");
    const old = previous.entries[publicPath];
    if (old && old.key === key && (await allExist(outDir, old.outputs))) {
      next.entries[publicPath] = old;
      cached++;
    } else {
      jobs.push({ publicPath, input, key });
    }
  }

  let bytes = 0;
  if (jobs.length > 0) {
    // Loaded only when there is work, so a fully cached run stays near instant.
    const { default: sharp } = await import("sharp");
    await pool(
      jobs.map(({ publicPath, input, key }) => async () => {
        const result = await encodeImage(
          sharp,
          input,
          publicPath,
          outDir,
          settingsFor(roleOf(publicPath)),
        );
        const stale =
          previous.entries[publicPath]?.outputs.filter(
            (output) => !result.outputs.includes(output),
          ) ?? [];
        await removeOutputs(outDir, stale);
        next.entries[publicPath] = { key, outputs: result.outputs, entry: result.entry };
        bytes += result.bytes;
        // Saved as it goes, so an interrupted run keeps what it already encoded.
        await mkdir(cacheDir, { recursive: true });
        await writeFile(
          stateFile,
          JSON.stringify({ ...next, entries: { ...previous.entries, ...next.entries } }),
        );
      }),
      CONCURRENCY,
    );
  }

  const removed = Object.keys(previous.entries).filter((publicPath) => !next.entries[publicPath]);
  for (const publicPath of removed)
    await removeOutputs(outDir, previous.entries[publicPath]?.outputs ?? []);

  const manifest: ImageManifest = {};
  for (const publicPath of Object.keys(next.entries).sort()) {
    const record = next.entries[publicPath];
    if (record) manifest[publicPath] = record.entry;
  }
  await mkdir(cacheDir, { recursive: true });
  await writeIfChanged(
    path.join(cacheDir, "manifest.json"),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  await writeIfChanged(stateFile, `${JSON.stringify(next)}\n`);

  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `images: ${sources.length} sources, ${jobs.length} encoded (${(bytes / 1024).toFixed(0)} KiB), ` +
      `${cached} cached, ${removed.length} removed in ${seconds}s`,
  );
  return { processed: jobs.length, cached };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await optimizeImages();
}
