import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { themeSetup } from "#app/boot/page/theme.ts";
import { callPageScript } from "#app/boot/page-script.ts";
import { compilePageScript } from "#app/boot/page-script-compiler.server.ts";
import { ownerData } from "#app/content/pages.server.ts";
import { type RelayPageAssets, relayPagePath } from "#server/contact/form-page.tsx";

const inlineStylesheet = /<style data-stylesheet="">([\s\S]*?)<\/style>/;

/**
 * What the relay needs to answer a form sent without JavaScript with a page that looks like the
 * site: the stylesheet every page inlines, the theme head script, and the owner's name and address.
 * Written beside the client directory, where it is never served.
 */
export async function writeRelayPageAssets(clientDir: string): Promise<void> {
  const html = await readFile(join(clientDir, "index.html"), "utf8");
  const stylesheet = inlineStylesheet.exec(html)?.[1];
  if (stylesheet === undefined) throw new Error("relay page: index.html has no inline stylesheet");
  const { code } = await compilePageScript(
    fileURLToPath(new URL("../../app/boot/page/theme.ts", import.meta.url)),
  );
  const themeScript = callPageScript(code, themeSetup);
  const { name, email } = ownerData();
  const assets: RelayPageAssets = { stylesheet, themeScript, owner: { name, email } };
  await writeFile(relayPagePath(clientDir), JSON.stringify(assets));
}
