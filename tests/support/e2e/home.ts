import type { Page } from "@playwright/test";

import { type Language, paths } from "#app/lib/paths.ts";

import { content } from "./content";
import { waitForHydration } from "./hydration";

// The home page: opening it, and the owner's content the project grid and filter show.

/** Opens the home page in a language (with an optional ?query) and waits for hydration. */
export async function openHome(page: Page, lang: Language, search = "") {
  await page.goto(`${paths.home(lang)}${search}`);
  await waitForHydration(page);
}

/** The projects' titles in the content's order, optionally only those carrying a tag. */
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

/** A radio of the tag filter (in #projects) or the career tabs (in #about), by its label: a
 * visitor taps the label (the radio itself is visually hidden). */
export function radioOption(page: Page, section: "projects" | "about", name: string) {
  const radio = page.getByRole("radio", { name, exact: true });
  return page.locator(`#${section} label`).filter({ has: radio });
}
