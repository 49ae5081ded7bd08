import type { CSSProperties } from "react";

// Page transitions between the home page and the project pages (app.css, "Page transitions"): a
// project's card picture and its page's first picture share one view-transition-name, so the
// browser grows one into the other: across documents before the app runs and without JavaScript
// (CSS alone), and through React Router's `viewTransition` once the app navigates.

declare module "react" {
  interface CSSProperties {
    /** The element's view-transition-name, which app.css applies only when motion is allowed. */
    "--page-transition-name"?: string;
  }
}

/** The class that gives an element its `--page-transition-name` as view-transition-name (app.css). */
export const pageTransitionClass = "page-transition-shared";

/**
 * With `pageTransitionClass`, on a card: named only while hovered or its link focused (app.css), so
 * that a page of cards hands the browser one card to capture, the one being opened.
 */
export const pageTransitionCardClass = "page-transition-card";

/**
 * The view-transition-name of a project's picture: its home card's picture, its page's first
 * picture and its related cards on other project pages, each once a page. Ids are letters and
 * digits (projectIdSchema), so the name is a valid CSS identifier as it stands.
 */
export function projectTransitionName(projectId: string): string {
  return `project-${projectId}`;
}

/** The style that names an element; the name takes effect with `pageTransitionClass`. */
export function pageTransitionStyle(name: string): CSSProperties {
  return { "--page-transition-name": name };
}

/** The visitor's ask for less motion, under which nothing here moves. */
export const reducedMotion = "(prefers-reduced-motion: reduce)";

/** Whether the browser runs the transitions the app asks for (React Router skips them elsewhere). */
export function pageTransitionsSupported(): boolean {
  return "startViewTransition" in document;
}

/** Whether the app animates a navigation: where the browser can, unless motion is unwanted. */
export function pageTransitionAllowed(): boolean {
  return pageTransitionsSupported() && !window.matchMedia(reducedMotion).matches;
}
