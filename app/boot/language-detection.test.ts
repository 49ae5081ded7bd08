import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { type Language, languageFromPath } from "#app/lib/paths.ts";

import { languageRedirectScript, pickLanguage } from "./language-detection";
import type { LanguageSetup } from "./page/language";

describe("pickLanguage", () => {
  it.each([
    ["es", ["en-US"], "es"],
    ["en", ["es-ES"], "en"],
    ["EN", ["es"], "en"],
    ["es-MX", [], "es"],
    ["es_AR", [], "es"],
    ["fr", ["es-ES", "en"], "es"],
    ["fr", ["fr-FR"], "en"],
    [null, ["es-419", "en"], "es"],
    [null, ["de-DE", "en-GB"], "en"],
    [null, [], "en"],
    [undefined, ["ES"], "es"],
  ] as const)("stored %s with browser %j gives %s", (stored, browser, expected) => {
    expect(pickLanguage(stored, browser)).toBe(expected);
  });

  it.each([
    "<script>alert(1)</script>",
    "es<script>",
    "javascript:alert(1)",
    '"><img src=x onerror=alert(1)>',
    "es;alert(1)",
    "",
    "e",
  ])("discards the stored value %j and falls back to the browser", (stored) => {
    expect(pickLanguage(stored, ["es-ES"])).toBe("es");
    expect(pickLanguage(stored, [])).toBe("en");
  });

  it("discards injected browser values too", () => {
    expect(pickLanguage(null, ["<svg onload=alert(1)>", "es"])).toBe("es");
  });
});

describe("languageRedirectScript", () => {
  function run(
    stored: string | null,
    languages: string[],
    pathname = "/project/eva",
    {
      lang = "en",
      referrer = "",
      setup,
    }: { lang?: Language; referrer?: string; setup?: LanguageSetup } = {},
  ) {
    const replaced: string[] = [];
    const storage = new Map<string, string>();
    if (stored !== null) storage.set("lang", stored);
    const documentElement = { style: { visibility: "" } };
    runInNewContext(languageRedirectScript(lang, setup), {
      URL,
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
      navigator: { languages, language: languages[0] },
      document: { documentElement, referrer },
      location: {
        origin: "https://ines.example",
        pathname,
        search: "?tag=ai",
        hash: "#top",
        replace: (url: string) => replaced.push(url),
      },
    });
    return {
      replaced,
      hidden: documentElement.style.visibility === "hidden",
      stored: storage.get("lang") ?? null,
    };
  }

  it("moves a Spanish visitor to the /es/ twin before paint, keeping query and hash", () => {
    expect(run("es", ["en"])).toEqual({
      replaced: ["/es/project/eva?tag=ai#top"],
      hidden: true,
      stored: "es",
    });
    expect(run(null, ["es-ES"], "/").replaced).toEqual(["/es/?tag=ai#top"]);
  });

  it("leaves English, unsupported and injected values alone", () => {
    expect(run("en", ["es"]).replaced).toEqual([]);
    expect(run(null, ["fr-FR"]).replaced).toEqual([]);
    expect(run("<script>alert(1)</script>", ["en"]).replaced).toEqual([]);
  });

  it("keeps the language a visitor came to from this site's other language, and stores it", () => {
    const fromSpanish = { referrer: "https://ines.example/es/project/eva" };
    expect(run("es", ["es"], "/project/eva", fromSpanish)).toMatchObject({
      replaced: [],
      stored: "en",
    });
    const fromEnglish = { lang: "es" as const, referrer: "https://ines.example/" };
    expect(run("en", ["en"], "/es/", fromEnglish)).toMatchObject({ replaced: [], stored: "es" });
  });

  it("ignores referrers from other sites and from pages in the same language", () => {
    const elsewhere = { referrer: "https://other.example/es/" };
    expect(run("es", ["en"], "/", elsewhere)).toMatchObject({ replaced: ["/es/?tag=ai#top"] });
    const sameLanguage = { referrer: "https://ines.example/cv" };
    expect(run("es", ["en"], "/", sameLanguage)).toMatchObject({ stored: "es" });
    expect(run("es", ["en"], "/", sameLanguage).replaced).toHaveLength(1);
  });

  it("never redirects a Spanish page", () => {
    expect(run("en", ["en"], "/es/", { lang: "es" }).replaced).toEqual([]);
  });

  it("reads a referrer's language as the app does", () => {
    for (const path of ["/", "/es", "/es/", "/es/project/eva", "/estudio", "/project/eva", "/cv"]) {
      const arrived = run("es", ["es"], "/", { referrer: `https://ines.example${path}` });
      const fromOtherLanguage = languageFromPath(path) !== "en";
      expect(arrived.replaced, path).toHaveLength(fromOtherLanguage ? 0 : 1);
      expect(arrived.stored, path).toBe(fromOtherLanguage ? "en" : "es");
    }
  });

  describe("with a third language", () => {
    const setup: LanguageSetup = {
      languages: ["en", "es", "fr"],
      prefixes: { en: "", es: "/es", fr: "/fr" },
    };

    it("moves a visitor to the twin page of the language they prefer", () => {
      expect(run(null, ["fr-FR", "es"], "/project/eva", { setup }).replaced).toEqual([
        "/fr/project/eva?tag=ai#top",
      ]);
      expect(run("fr", ["en"], "/", { setup }).replaced).toEqual(["/fr/?tag=ai#top"]);
      expect(run(null, ["es-MX"], "/cv", { setup }).replaced).toEqual(["/es/cv?tag=ai#top"]);
      expect(run(null, ["de"], "/cv", { setup }).replaced).toEqual([]);
    });

    it("never moves anyone from a prefixed page, and never nests prefixes", () => {
      const spanishPage = { lang: "es" as const, setup };
      expect(run("fr", ["fr"], "/es/project/eva", spanishPage).replaced).toEqual([]);
      expect(run(null, ["en"], "/es/", spanishPage).replaced).toEqual([]);
    });

    it("keeps a choice made by arriving from any other language's page", () => {
      const fromFrench = { referrer: "https://ines.example/fr/cv", setup };
      expect(run("fr", ["fr"], "/cv", fromFrench)).toMatchObject({ replaced: [], stored: "en" });
      const spanishFromFrench = { ...fromFrench, lang: "es" as const };
      expect(run("fr", ["fr"], "/es/cv", spanishFromFrench)).toMatchObject({ stored: "es" });
    });
  });

  it("survives storage that throws", () => {
    const replaced: string[] = [];
    runInNewContext(languageRedirectScript("en"), {
      localStorage: {
        getItem: () => {
          throw new Error("denied");
        },
      },
      navigator: { languages: ["es"] },
      document: { documentElement: { style: {} }, referrer: "" },
      location: { pathname: "/", search: "", hash: "", replace: (u: string) => replaced.push(u) },
    });
    expect(replaced).toEqual(["/es/"]);
  });
});
