import { expect, type Page } from "@playwright/test";
import { paths, type Language } from "../../../app/lib/paths";
import { content } from "./content";

export const languages: Language[] = ["en", "es"];

/** What the home page says in each language, where a test needs to name a control. */
export const homeStrings = {
  en: {
    nav: { hero: "Home", about: "About", projects: "Projects", contact: "Contact" },
    openMenu: "Open menu",
    closeMenu: "Close menu",
    seeProjects: "See my projects",
    getInTouch: "Get in touch",
    scrollDown: "Scroll down to About",
    all: "All",
    filter: "Filter projects by tag",
    learnMore: "Learn more",
    learnMoreAbout: (title: string) => `Learn more about ${title}`,
    showingAll: (n: number) => `Showing all ${n} projects`,
    showingTagged: (n: number, tag: string) =>
      `Showing ${n} ${n === 1 ? "project" : "projects"} tagged ${tag}`,
    tabs: ["Experience", "Awards", "Education", "Publications"] as const,
    newTab: "(opens in a new tab)",
    contactMe: "Contact me",
    findMeOn: "Find me on",
  },
  es: {
    nav: { hero: "Inicio", about: "Sobre mí", projects: "Proyectos", contact: "Contacto" },
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    seeProjects: "Mira mis proyectos",
    getInTouch: "Hablemos",
    scrollDown: "Ir a la sección Sobre mí",
    all: "Todos",
    filter: "Filtrar proyectos por etiqueta",
    learnMore: "Ver más",
    learnMoreAbout: (title: string) => `Ver más sobre ${title}`,
    showingAll: (n: number) => `Mostrando los ${n} proyectos`,
    showingTagged: (n: number, tag: string) =>
      `Mostrando ${n} ${n === 1 ? "proyecto" : "proyectos"} con la etiqueta ${tag}`,
    tabs: ["Experiencia", "Premios", "Formación", "Publicaciones"] as const,
    newTab: "(se abre en una pestaña nueva)",
    contactMe: "Contáctame",
    findMeOn: "Encuéntrame en",
  },
} satisfies Record<Language, unknown>;

/** Opens the home page in a language and waits until React has hydrated it (buttons work). */
export async function openHome(page: Page, lang: Language, search = "") {
  await page.goto(`${paths.home(lang)}${search}`);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    const router = (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
      .__reactRouterDataRouter;
    return (
      Boolean(router?.state.initialized) &&
      main !== null &&
      Object.keys(main).some((key) => key.startsWith("__reactFiber"))
    );
  });
}

/** The distance from the viewport top to a section's top edge, in CSS pixels. */
export function sectionTop(page: Page, id: string) {
  return page.evaluate(
    (sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN,
    id,
  );
}

/**
 * Waits until a section sits at the top of the viewport, just below the fixed top bar, or as close
 * as the page allows (the last section cannot rise above the end of the page).
 */
export async function expectSectionAtTop(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate((sectionId) => {
          const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN;
          const atEnd =
            Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
          return top >= -1 && (top < 90 || atEnd);
        }, id),
      { message: `#${id} scrolled to the viewport top` },
    )
    .toBe(true);
}

export async function scrollInstantly(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
}

export function projectTitles(lang: Language, tagId?: string) {
  return content.projects
    .filter((project) => !tagId || project.meta.tags.includes(tagId))
    .map((project) => project.text[lang].title);
}

export function tagById(id: string) {
  const tag = content.tags.find((t) => t.id === id);
  if (!tag) throw new Error(`No tag ${id} in content`);
  return tag;
}

export function projectById(id: string) {
  const project = content.projects.find((p) => p.id === id);
  if (!project) throw new Error(`No project ${id} in content`);
  return project;
}
