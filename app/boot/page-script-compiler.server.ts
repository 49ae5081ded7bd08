import { basename, dirname, resolve } from "node:path";

import { build } from "esbuild";
import type { Plugin } from "vite";

import { pageScriptHandOver } from "./page-script";

// The scripts a page runs before the app (app/boot/page/) are TypeScript modules like any other:
// typed, linted and tested. The build compiles each into a self-contained script (esbuild, one
// file, no import left) whose default export a page calls with its settings. Two places write them
// into pages: the prerender, through this Vite plugin (`import code from "./page/x.ts?page-script"`),
// and the build's paint-first step, which calls compilePageScript itself. Each page runs one with
// callPageScript (page-script.ts).

const query = "?page-script";

/** The browsers the app's own bundles are built for (Vite's default build target). */
const target = ["chrome107", "edge107", "firefox104", "safari16"];

/**
 * The module's code, compiled into one self-contained script that hands the module's default
 * export to pageScriptHandOver (callPageScript provides it). Entering through a two-line module,
 * rather than asking esbuild for the module's exports, keeps esbuild's export helpers out of pages.
 */
export async function compilePageScript(file: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    stdin: {
      contents: `import run from ${JSON.stringify(`./${basename(file)}`)};\n${pageScriptHandOver}(run);`,
      resolveDir: dirname(file),
      sourcefile: `${basename(file)}?page-script`,
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    minify: true,
    target,
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.text.trim() ?? "";
  // Written between <script> tags, where this would end the element.
  if (/<\/script/i.test(code)) throw new Error(`${file}: compiled code contains "</script"`);
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes("?"));
  return { code, inputs: inputs.map((input) => resolve(input)) };
}

/** Compiles `./page/x.ts?page-script` imports for the prerender, the dev server and the tests. */
export function pageScripts(): Plugin {
  return {
    name: "page-scripts",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(query)) return null;
      const { code, inputs } = await compilePageScript(id.slice(0, -query.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
