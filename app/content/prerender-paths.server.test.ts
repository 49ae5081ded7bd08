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
      "/project/__not-found__",
      "/__not-found__",
      "/es",
      "/es/project/eva",
      "/es/cv",
      "/es/contact",
      "/es/project/__not-found__",
      "/es/__not-found__",
    ]);
  });

  it("takes the projects from the validated content, in its order", () => {
    const ids = loadContent().projects.map((p) => p.id);
    expect(prerenderPaths()).toEqual(prerenderPaths(ids));
  });
});
