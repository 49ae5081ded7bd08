import { describe, expect, it } from "vitest";

import { languageFromPath, paths, twinPath } from "./paths";

describe("paths", () => {
  it("reads the language from the prefix", () => {
    expect(languageFromPath("/")).toBe("en");
    expect(languageFromPath("/project/eva")).toBe("en");
    expect(languageFromPath("/es")).toBe("es");
    expect(languageFromPath("/es/")).toBe("es");
    expect(languageFromPath("/es/project/eva")).toBe("es");
    expect(languageFromPath("/estudio")).toBe("en");
  });

  it("builds URLs per language", () => {
    expect(paths.home("en")).toBe("/");
    expect(paths.home("es")).toBe("/es/");
    expect(paths.project("es", "eva")).toBe("/es/project/eva");
  });

  it("maps a page to its twin", () => {
    expect(twinPath("/", "es")).toBe("/es/");
    expect(twinPath("/es/", "en")).toBe("/");
    expect(twinPath("/es", "en")).toBe("/");
    expect(twinPath("/project/eva", "es")).toBe("/es/project/eva");
    expect(twinPath("/es/project/eva", "en")).toBe("/project/eva");
    expect(twinPath("/es/project/eva", "es")).toBe("/es/project/eva");
  });
});
