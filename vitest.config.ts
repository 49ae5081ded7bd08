import { configDefaults, defineConfig } from "vitest/config";

// Files that replace modules (vi.mock, stubs that must load before the build settings are read):
// each gets a fresh module graph. Every other file shares its worker's modules with the files
// before it, which spares re-importing React, the content and the server for each of them: about a
// quarter of the units' CPU time on this two-core machine (docs/performance.md).
const ownModuleGraph = [
  "app/components/contact/contact-dialog.test.tsx",
  "app/components/contact/send-contact-message.test.ts",
  "app/components/contact/use-contact-submission.test.tsx",
  "app/components/home/use-arrival-scroll.test.tsx",
  "app/content/images.server.test.ts",
  "app/content/pages.server.test.ts",
  "app/routes/contact.test.ts",
  "app/routes/cv.test.tsx",
  "app/routes/home.test.ts",
  "app/routes/project.test.tsx",
];

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
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores, which is a single worker on a two-core
    // machine; the slow files mostly wait on child processes and sockets, so two run side by side.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "isolated", include: ownModuleGraph } },
      {
        extends: true,
        test: {
          name: "shared",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...ownModuleGraph],
          pool: "threads",
          isolate: false,
        },
      },
    ],
  },
});
