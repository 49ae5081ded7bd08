import { getFileInfo } from "prettier";
import { describe, expect, it } from "vitest";

// .prettierignore uses gitignore's syntax: an unanchored `build/` would also hide scripts/build/.
describe(".prettierignore", () => {
  it("hides the build output but not the build scripts", async () => {
    const ignored = async (file: string) =>
      (await getFileInfo(file, { ignorePath: ".prettierignore" })).ignored;
    expect(await ignored("build/client/index.html")).toBe(true);
    expect(await ignored("build-e2e/client/index.html")).toBe(true);
    expect(await ignored("scripts/build/csp-hashes.ts")).toBe(false);
  });
});
