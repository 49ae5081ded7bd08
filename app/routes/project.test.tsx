// @vitest-environment jsdom
import "#tests/support/app/image-manifest-stub.ts";

import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { relatedProjectsId } from "#app/components/project/related-projects.tsx";
import { loadContent } from "#app/content/load.server.ts";
import { languagePrefix, languages, paths } from "#app/lib/paths.ts";
import { messages } from "#app/locales/messages.server.ts";
import { realRoot } from "#tests/support/app/route-stub.tsx";
import { descriptionOf, loaderArgs, routeMeta, titleOf } from "#tests/support/app/route-visit.ts";

import Project, { loader, meta } from "./project";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

  it("opened from another page, renders the first screen for the first frame and the rest after it", async () => {
    // Not the project the other tests show: a project shown last in the other language is the
    // language toggle, which renders whole to keep the position.
    const other = content.projects.find((project) => project.id !== "eva")!;
    const { path, loaderData } = visit(other.id);
    const blocks = loaderData.project?.blocks.length ?? 0;
    expect(blocks).toBeGreaterThan(2);
    const Stub = createRoutesStub([
      realRoot("/start", [
        { path: "/start", Component: () => <Link to={path}>{other.text[lang].title}</Link> },
        { id: `project-${lang}`, path: pattern, loader: () => loaderData, Component: Project },
      ]),
    ]);
    // The frames, run by hand: the first screen shows until the first frame has run.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((frame) => frames.push(frame));
    const { container } = render(<Stub initialEntries={["/start"]} />);
    fireEvent.click(
      await screen.findByRole("link", { name: other.text[lang].title }, { timeout: 10_000 }),
    );
    await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 });
    const body = () => container.querySelector("article > div + div > div")?.children.length;
    const firstPicture =
      loaderData.project?.blocks.findIndex((block) => block.type === "image") ?? -1;
    expect(body()).toBe(Math.max(2, firstPicture + 1));
    expect(body()).toBeLessThan(blocks);
    expect(container.querySelector(`#${relatedProjectsId}`)).toBeNull();
    // After the frame: the rest of the case study and the related projects. The frame is asked
    // for by an effect, which may run after the heading shows: run each frame as it is asked for.
    const runFrames = () => {
      for (const frame of frames.splice(0)) frame(performance.now());
      return body();
    };
    await expect.poll(runFrames).toBe(blocks);
    expect(container.querySelector(`#${relatedProjectsId}`)).not.toBeNull();
  });

  it("loaded or restored, renders whole at once", async () => {
    const { path, loaderData } = visit("eva");
    const Stub = createRoutesStub([
      realRoot(path, [
        { id: `project-${lang}`, path: pattern, loader: () => loaderData, Component: Project },
      ]),
    ]);
    const { container } = render(<Stub initialEntries={[path]} />);
    await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 });
    expect(container.querySelector("article > div + div > div")?.children.length).toBe(
      loaderData.project?.blocks.length,
    );
    expect(container.querySelector(`#${relatedProjectsId}`)).not.toBeNull();
  });
});
