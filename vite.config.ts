import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { pageScripts } from "./app/boot/page-script-compiler.server";
import { portVariable, readEnvironment } from "./app/lib/settings/environment";
import { contentPreview } from "./scripts/dev/content-preview";

// `PORT=4000 npm run dev` serves the preview there (Vite's own default is 5173).
const { PORT } = readEnvironment({ PORT: portVariable.default(5173) }, process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), pageScripts(), contentPreview()],
  server: { port: PORT },
  // Vite finds the libraries the browser needs by reading the app from these files, before the
  // first page is served. Without them it found some only when the first page asked for them,
  // optimised them again and reloaded that page, which made the first visit slower.
  optimizeDeps: { entries: ["app/root.tsx", "app/entry.client.tsx", "app/routes/*.tsx"] },
});
