import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { contentPreview } from "./scripts/dev/content-preview";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), contentPreview()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // `PORT=4000 npm run dev` serves the preview there (Vite's own default is 5173).
  server: { port: Number(process.env.PORT) || 5173 },
});
