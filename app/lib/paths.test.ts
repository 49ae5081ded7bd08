import { describe, expect, it } from "vitest";

import {
  byLanguage,
  defaultLanguage,
  errorPages,
  homePrerenderPath,
  isErrorPlaceholder,
  type Language,
  languageFromPath,
  languages,
  nextLanguage,
  notFoundFileFor,
  otherLanguages,
  paths,
  twinPath,
} from "./paths";

describe("languages", () => {
  it("puts the default language first, and at the root", () => {
    expect(defaultLanguage).toBe(languages[0]);
    expect(paths.home(defaultLanguage)).toBe("/");
  });

  it("names every other language, in order", () => {
    expect(otherLanguages("en")).toEqual(["es"]);
    expect(otherLanguages("es")).toEqual(["en"]);
  });

  it("leads the language button through every language and back", () => {
    expect(nextLanguage("en")).toBe("es");
    expect(nextLanguage("es")).toBe("en");
    // However many languages there are, pressing it visits each once and comes back.
    let lang: Language = defaultLanguage;
    const visited = new Set<Language>();
    languages.forEach(() => {
      visited.add(lang);
      lang = nextLanguage(lang);
    });
    expect(visited).toEqual(new Set(languages));
    expect(lang).toBe(defaultLanguage);
  });

  it("builds a table with a value for every language", () => {
    expect(byLanguage((lang) => lang.toUpperCase())).toEqual({ en: "EN", es: "ES" });
  });
});

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

  it("names each error page's placeholder, file and folder, per language", () => {
    expect(
      errorPages.map(({ placeholderPath, file, folder }) => [placeholderPath, file, folder]),
    ).toEqual([
      ["/__not-found__", "/404.html", "/"],
      ["/project/__not-found__", "/project/404.html", "/project/"],
      ["/es/__not-found__", "/es/404.html", "/es/"],
      ["/es/project/__not-found__", "/es/project/404.html", "/es/project/"],
    ]);
    // The one page a static host serves for a missing URL without being told.
    expect(errorPages.filter((page) => page.hostDefault).map((page) => page.file)).toEqual([
      "/404.html",
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
