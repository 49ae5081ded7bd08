// Modules that react-router.config.ts, app/routes.ts and vite.config.ts load. Node runs those files
// before any import alias exists, so these modules import each other relatively: a `~/` import
// here passes the type check, then breaks the build's config load. ESLint forbids aliases in them,
// and config-loaded-files.test.ts walks the imports from the config files so that this list cannot
// miss a module. A path ending in /** covers a folder.
export const configLoadedFiles = [
  "react-router.config.ts",
  "vite.config.ts",
  "app/routes.ts",
  "app/content/body-markdown.server.ts",
  "app/content/body-tree.ts",
  "app/content/content-dir.server.ts",
  "app/content/content-error.ts",
  "app/content/content-revision.server.ts",
  "app/content/load.server.ts",
  "app/content/load/**",
  "app/content/markdown.ts",
  "app/content/prerender-paths.server.ts",
  "app/content/prose/**",
  "app/content/read-time.ts",
  "app/content/schema.ts",
  "app/lib/build-settings.server.ts",
  "app/lib/content-preview-protocol.ts",
  "app/lib/environment.ts",
  "app/lib/paths.ts",
  "app/lib/settings-error.ts",
  "scripts/dev/**",
];
