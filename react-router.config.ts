import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/prerender-paths.server";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
