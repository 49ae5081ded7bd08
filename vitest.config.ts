import { defineConfig } from "vitest/config";

// Units run in Node; component tests opt into jsdom with a `@vitest-environment jsdom` docblock.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-vitest.ts"],
    testTimeout: 20_000,
  },
});
