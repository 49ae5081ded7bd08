import { describe, expect, it } from "vitest";

import {
  errorPages,
  homePrerenderPath,
  isErrorPlaceholder,
  languageFromPath,
  notFoundFileFor,
  paths,
  twinPath,
} from "./paths";

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

  it("keys the home pages for the prerender list without a trailing slash", () => {
    expect(homePrerenderPath("en")).toBe("/");
    expect(homePrerenderPath("es")).toBe("/es");
  });

  it("names each error page's placeholder and file, per language", () => {
    expect(errorPages.map(({ placeholderPath, file }) => [placeholderPath, file])).toEqual([
      ["/__not-found__", "/404.html"],
      ["/project/__not-found__", "/project/404.html"],
      ["/es/__not-found__", "/es/404.html"],
      ["/es/project/__not-found__", "/es/project/404.html"],
    ]);
    expect(isErrorPlaceholder("/es/project/__not-found__")).toBe(true);
    expect(isErrorPlaceholder("/project/eva")).toBe(false);
  });

  it("chooses the 404 page a missing URL gets: its language's, the project one for a project", () => {
    expect(notFoundFileFor("/nope")).toBe("/404.html");
    expect(notFoundFileFor("/es/nope/deeper")).toBe("/es/404.html");
    expect(notFoundFileFor("/project/nope")).toBe("/project/404.html");
    expect(notFoundFileFor("/es/project/nope")).toBe("/es/project/404.html");
    // Deeper than a project page, or Spanish-looking without the prefix: the site's page.
    expect(notFoundFileFor("/project/nope/more")).toBe("/404.html");
    expect(notFoundFileFor("/estudio/project/x")).toBe("/404.html");
  });
});
