// @vitest-environment node
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { parseBuildSettings } from "./build-settings.server";

describe("the build's settings", () => {
  it("default to build/, content/ and the optimiser's manifest; empty counts as unset", () => {
    for (const env of [{}, { BUILD_DIR: "", CONTENT_DIR: " ", IMAGE_MANIFEST: "" }]) {
      expect(parseBuildSettings(env)).toEqual({
        buildDir: "build",
        clientDir: join("build", "client"),
        contentDir: join(process.cwd(), "content"),
        imageManifest: ".cache/images/manifest.json",
      });
    }
  });

  it("read every variable, with the content folder made absolute", () => {
    expect(
      parseBuildSettings({
        BUILD_DIR: "out",
        CONTENT_DIR: "copy/content",
        IMAGE_MANIFEST: "m.json",
      }),
    ).toEqual({
      buildDir: "out",
      clientDir: join("out", "client"),
      contentDir: resolve("copy/content"),
      imageManifest: "m.json",
    });
  });
});
