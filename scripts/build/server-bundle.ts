import { build } from "esbuild";

// The server runs from one bundled file rather than through tsx: started through tsx, Node loads
// and transforms every module the server reaches (lucide-react's icons alone, reached through the
// relay's answer page), and a start costs far more CPU than a bundled one's (docs/performance.md,
// ADR 17). A host that restarts the relay often, and the test suite that starts it many times,
// both pay that cost on every start.

/** Packages with native code or optional parts of their own (pg's pg-native): required at run time. */
const external = ["better-sqlite3", "pg"];

/**
 * Bundles a server entry (server/index.ts, or a test entry) into one ES module for Node 20+.
 * Imports resolve as in the sources (package.json's `#app/` and `#server/` subpath imports); React and the other
 * libraries are included in their production builds; native packages stay in node_modules.
 */
export async function bundleServer(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external,
    // Stack traces name the sources (run with --enable-source-maps).
    sourcemap: "linked",
    // The libraries that are CommonJS call require() for Node's own modules, which an ES module
    // does not have.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
}
