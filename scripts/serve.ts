import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { buildSettings, serverEntryIn } from "#app/lib/settings/build-settings.server.ts";

// `npm run serve`: the server the build bundled (ADR 17), found through the build settings, so that
// BUILD_DIR names one folder for the build and for the server that serves it.
const entry = resolve(serverEntryIn(buildSettings().buildDir));
if (!existsSync(entry)) {
  console.error(`serve: no server in ${entry}; run \`npm run build\` (or \`npm start\`) first`);
  process.exit(1);
}
// Stack traces name the TypeScript sources (the bundle has a source map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
