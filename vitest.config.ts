import { readdirSync, readFileSync } from "node:fs";

import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const testFolders = ["app", "server", "scripts", "tests"];
const isTestFile = /\.test\.tsx?$/;

/**
 * What gives a test file modules of its own: a replaced module, or environment variables changed
 * for it (the build settings are read once per module graph). A stubbed global is not: Vitest puts
 * every one back after each test (`unstubGlobals`), and no module keeps one from its import.
 */
const replacesModules = /\bvi\.(mock|doMock|stubEnv)\(/;

// Files that replace modules get a fresh module graph each. Every other file shares its worker's
// modules with the files before it, which spares re-importing React, jsdom, the content and the
// server for each of them (docs/performance.md). Found by reading the files, so a new one that
// mocks is never shared. The shared files all see the stand-in image manifest (loaded first, as
// it must be), since page data names pictures from a manifest only a build writes.
const testFiles = testFolders
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => `${folder}/${file}`),
  )
  .filter((file) => isTestFile.test(file))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));
const ownModuleGraph = testFiles.filter(({ text }) => replacesModules.test(text));

// Vitest hands a shared worker only files of its own environment: when the next file needs the
// other one, it starts a new worker, which imports everything again. Ordered by duration, the
// files alternate between Node and jsdom, and a run started 26 workers for 60 files. With one
// shared project per environment, a worker keeps its modules for every file of its kind.
const inDom = /@vitest-environment jsdom/;
const sharedProject = (
  name: string,
  environment: "node" | "jsdom",
): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment,
    include: testFiles
      .filter(({ text }) => !replacesModules.test(text))
      .filter(({ text }) => inDom.test(text) === (environment === "jsdom"))
      .map(({ file }) => file),
    setupFiles: ["./tests/support/image-manifest-stub.ts"],
    pool: "threads",
    isolate: false,
  },
});

// Units run in Node; component tests opt into jsdom with a `@vitest-environment jsdom` docblock.
export default defineConfig({
  // The import aliases of tsconfig.json: one per top folder.
  resolve: {
    alias: Object.fromEntries(
      ["server", "scripts", "tests"]
        .map((folder) => [`~${folder}`, new URL(`./${folder}`, import.meta.url).pathname])
        .concat([["~", new URL("./app", import.meta.url).pathname]]),
    ),
  },
  test: {
    environment: "node",
    setupFiles: ["./tests/setup-vitest.ts"],
    unstubGlobals: true,
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores, which is a single worker on a two-core
    // machine; the slow files mostly wait on child processes and sockets, so two run side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "isolated", include: ownModuleGraph.map(({ file }) => file) },
      },
      sharedProject("shared", "node"),
      sharedProject("shared dom", "jsdom"),
    ],
  },
});
