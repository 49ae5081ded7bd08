import { defineConfig } from "vitest/config";

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
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-vitest.ts"],
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores, which is a single worker on a two-core
    // machine; the slow files mostly wait on child processes and sockets, so two run side by side.
    maxWorkers: 2,
  },
});
