import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/prerender-paths.server";
import { buildSettings } from "./app/lib/settings/build-settings.server";

export default {
  ssr: false,
  buildDirectory: buildSettings().buildDir,
  prerender: () => prerenderPaths(),
} satisfies Config;
