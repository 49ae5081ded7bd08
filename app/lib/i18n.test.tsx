import { describe, expect, it } from "vitest";

import { messages } from "#app/locales/messages.server.ts";

import { createI18n } from "./i18n";

describe("createI18n", () => {
  const en = createI18n("en", messages.en);
  const es = createI18n("es", messages.es);

  it("reads nested keys in the page's language", () => {
    expect(en.t("common.notFound.title")).toBe("Oops! Page not found");
    expect(es.t("common.notFound.title")).toBe("¡Uy! Página no encontrada");
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(en.t("home.projects.learnMoreAbout", { title: "Eva" })).toBe("Learn more about Eva");
    expect(en.t("home.projects.learnMoreAbout")).toBe("Learn more about {{title}}");
  });

  it("picks plural forms by count", () => {
    expect(en.t("home.projects.showingAll", { count: 1 })).toBe("Showing 1 project");
    expect(en.t("home.projects.showingAll", { count: 26 })).toBe("Showing all 26 projects");
    expect(es.t("home.projects.showingAll", { count: 26 })).toContain("26");
  });
});
