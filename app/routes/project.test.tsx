// @vitest-environment jsdom
import "#tests/support/app/image-manifest-stub.ts";

import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { loadContent } from "#app/content/load.server.ts";
import { languagePrefix, languages, paths } from "#app/lib/paths.ts";
import { messages } from "#app/locales/messages.server.ts";
import { realRoot } from "#tests/support/app/route-stub.tsx";
import { descriptionOf, loaderArgs, routeMeta, titleOf } from "#tests/support/app/route-visit.ts";

import Project, { loader, meta } from "./project";

afterEach(cleanup);

const content = loadContent();

describe.each(languages)("the project route (%s)", (lang) => {
  const pattern = `${languagePrefix[lang]}/project/:id`;

  function visit(id: string) {
    const path = paths.project(lang, id);
    const loaderData = loader(loaderArgs(path, pattern, { id }));
    const params = { id };
    const head = routeMeta(meta, { path, routeId: `project-${lang}`, params, loaderData });
    return { path, loaderData, head };
  }

  it("titles every project's page with its title and the owner's name, described by its description", () => {
    for (const project of content.projects) {
      const { head } = visit(project.id);
      const text = project.text[lang];
      expect(titleOf(head), project.id).toBe(`${text.title} · ${content.site.name}`);
      expect(descriptionOf(head), project.id).toBe(text.description);
    }
  });

  it("answers an unknown project with the project not-found page, kept out of indexes", () => {
    const { loaderData, head } = visit("nope");
    expect(loaderData.project).toBeNull();
    expect(titleOf(head)).toBe(messages[lang].project.notFound.title);
    expect(descriptionOf(head)).toBe(messages[lang].project.notFound.description);
    expect(head).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("renders the project's title as the page's one heading", async () => {
    const eva = content.projects.find((project) => project.id === "eva")!;
    const { path, loaderData } = visit("eva");
    const Stub = createRoutesStub([
      realRoot(path, [
        { id: `project-${lang}`, path: pattern, loader: () => loaderData, Component: Project },
      ]),
    ]);
    render(<Stub initialEntries={[path]} />);
    // Generous: the first render pays for loading the router and the page's modules.
    const heading = await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 });
    expect(heading).toHaveTextContent(eva.text[lang].title);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText(eva.text[lang].subtitle)).toBeInTheDocument();
  });
});
