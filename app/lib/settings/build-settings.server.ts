import { join, resolve } from "node:path";

import { z } from "zod";

import { readEnvironment } from "./environment";

// Where the build reads the owner's content and writes the site, from the environment, parsed once
// per process.

export type BuildSettings = {
  /** The build's output folder; the site itself is `clientDir` inside it. */
  buildDir: string;
  clientDir: string;
  /** The owner's content (another copy for the live-preview tests). */
  contentDir: string;
  /** The optimised images' manifest written by scripts/images/optimize.ts. */
  imageManifest: string;
};

/** BUILD_DIR: the build's output folder, read by the build and by the server that serves it. */
export const buildDirSetting = z.string().default("build");

/** The site itself, inside the build's output folder. */
export function clientDirIn(buildDir: string): string {
  return join(buildDir, "client");
}

/** The server as one bundled module, inside the build's output folder (ADR 17). */
export function serverEntryIn(buildDir: string): string {
  return join(buildDir, "server", "index.mjs");
}

const buildSettingsShape = {
  BUILD_DIR: buildDirSetting,
  CONTENT_DIR: z.string().optional(),
  IMAGE_MANIFEST: z.string().default(".cache/images/manifest.json"),
};

/** Every variable the build reads here (SITE_URL and VITE_CONTACT_ENDPOINT are checked by scripts/build.ts). */
export const buildSettingNames = Object.keys(buildSettingsShape);

export function parseBuildSettings(env: Record<string, string | undefined>): BuildSettings {
  const { BUILD_DIR, CONTENT_DIR, IMAGE_MANIFEST } = readEnvironment(buildSettingsShape, env);
  return {
    buildDir: BUILD_DIR,
    clientDir: clientDirIn(BUILD_DIR),
    // The build and the tests run from the project root.
    contentDir: CONTENT_DIR ? resolve(CONTENT_DIR) : join(process.cwd(), "content"),
    imageManifest: IMAGE_MANIFEST,
  };
}

let cached: BuildSettings | undefined;

/** This process's build settings, read from its environment the first time they are asked for. */
export function buildSettings(): BuildSettings {
  cached ??= parseBuildSettings(process.env);
  return cached;
}
