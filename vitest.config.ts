import { defineConfig } from "vitest/config";

import { pageScripts } from "./app/boot/page-script-compiler.server";

// Units run in Node; component tests opt into jsdom with a `@vitest-environment jsdom` docblock.
// Files share their worker's modules (no isolation): importing the app afresh for each of 98 files
// was a third of the units' CPU time (docs/performance.md). A file that loads a module afresh under
// other settings (vi.resetModules) resets the registry again when it ends.
export default defineConfig({
  // The scripts pages run before the app, compiled as the build compiles them (app/boot/README.md).
  plugins: [pageScripts()],
  test: {
    environment: "node",
    include: ["{app,server,scripts,tests}/**/*.test.{ts,tsx}"],
    // The stand-in image manifest loads before anything reads the build settings (its file says why).
    setupFiles: [
      "./tests/support/app/image-manifest-stub.ts",
      "./tests/support/app/setup-vitest.ts",
    ],
    unstubGlobals: true,
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores, which is a single worker on a two-core
    // machine; the slow files mostly wait on child processes and sockets, so two run side by side.
    maxWorkers: 2,
    // Worker threads start and import faster than child processes (docs/performance.md).
    pool: "threads",
    isolate: false,
  },
});
