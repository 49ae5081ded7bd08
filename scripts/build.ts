import { spawnSync } from "node:child_process";
import { rm } from "node:fs/promises";

import { paintFirstEverywhere } from "#app/boot/paint-first.server.ts";
import { buildSettings, serverEntryIn } from "#app/lib/settings/build-settings.server.ts";
import { SettingsError } from "#app/lib/settings/settings-error.ts";
import { parseSiteUrl } from "#app/lib/settings/site-url.server.ts";
import { cspManifestPath } from "#server/security-headers.ts";

import { contactEndpoint } from "./build/contact-endpoint";
import { buildCspManifest, connectSourcesFor, writeCspManifest } from "./build/csp-hashes";
import { writeCvPdfs } from "./build/cv-pdf";
import { writeFeeds } from "./build/feed";
import { fieldSpeedSetting } from "./build/field-speed";
import { writeJsonResumes } from "./build/json-resume";
import { precompress } from "./build/precompress";
import { writeRelayPageAssets } from "./build/relay-page";
import { relocateErrorPages } from "./build/relocate-error-pages";
import { bundleServer } from "./build/server-bundle";
import { writeSitemap } from "./build/sitemap";
import { writeStaticHostFiles } from "./build/static-headers";
import { optimizeImages } from "./images/optimize";

const { buildDir, clientDir } = buildSettings();
// Checked before anything is built: a bad setting should fail in a second, not after the images.
function readSettings() {
  try {
    const endpoint = contactEndpoint();
    connectSourcesFor(endpoint);
    fieldSpeedSetting();
    return { siteUrl: parseSiteUrl(), endpoint };
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`build: ${error.message}`);
    process.exit(1);
  }
}
const { siteUrl, endpoint } = readSettings();

async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`build: ${label} (${Math.round(performance.now() - started)} ms)`);
  return result;
}

await step("images", () => optimizeImages());
await rm(buildDir, { recursive: true, force: true });
await step("react-router build", async () => {
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`react-router build failed (${result.status})`);
});
await step("server bundle", () => bundleServer("server/index.ts", serverEntryIn(buildDir)));
await step("error pages", () => relocateErrorPages(clientDir));
await step("paint first: module preloads at the first use, unused CSS removed", () =>
  paintFirstEverywhere(clientDir),
);
await step("the relay's answer page: stylesheet and owner", () => writeRelayPageAssets(clientDir));
await step(`sitemap and robots.txt for ${siteUrl}`, () => writeSitemap(clientDir, siteUrl));
await step("Atom feeds and JSON Resume", async () => {
  console.log(
    `  ${[...(await writeFeeds(clientDir, siteUrl)), ...(await writeJsonResumes(clientDir, siteUrl))].join(", ")}`,
  );
});
await step("CV as PDF", async () => {
  for (const { path, bytes } of await writeCvPdfs(clientDir, siteUrl)) {
    console.log(`  ${path}: ${bytes} bytes`);
  }
});
await step("CSP hashes and static host headers", async () => {
  const manifest = await buildCspManifest(clientDir, endpoint);
  await writeCspManifest(cspManifestPath(clientDir), manifest);
  await writeStaticHostFiles(clientDir, manifest);
});
await step("precompress", () => precompress(clientDir));
