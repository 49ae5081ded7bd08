import type common from "./en/common.json";
import type contact from "./en/contact.json";
import type cv from "./en/cv.json";
import type home from "./en/home.json";
import type nav from "./en/nav.json";
import type project from "./en/project.json";

/** The shape of every language's UI strings; English is the reference, Spanish must match it. */
export type Messages = {
  common: typeof common;
  nav: typeof nav;
  home: typeof home;
  project: typeof project;
  contact: typeof contact;
  cv: typeof cv;
};
