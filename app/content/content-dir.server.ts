import { join, resolve } from "node:path";

// The build and the tests run from the project root; bundling would rewrite an import.meta.url path.
// CONTENT_DIR points the dev server (and its tests) at another copy of the content.
export const defaultContentDir = process.env.CONTENT_DIR
  ? resolve(process.env.CONTENT_DIR)
  : join(process.cwd(), "content");
