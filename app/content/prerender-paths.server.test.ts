import { describe, expect, it } from "vitest";

import { loadContent } from "./load.server";
import { prerenderPaths } from "./prerender-paths.server";

describe("prerenderPaths", () => {
  it("lists home, each project, the CV, the contact page and the error pages, in both languages", () => {
    expect(prerenderPaths(["eva"])).toEqual([
      "/",
      "/project/eva",
      "/cv",
      "/contact",
      "/__not-found__",
      "/project/__not-found__",
      "/es",
      "/es/project/eva",
      "/es/cv",
      "/es/contact",
      "/es/__not-found__",
      "/es/project/__not-found__",
    ]);
  });

  it("takes the projects from the validated content, in its order", () => {
    const ids = loadContent().projects.map((p) => p.id);
    expect(prerenderPaths()).toEqual(prerenderPaths(ids));
  });
});
