// @vitest-environment jsdom
import "#tests/support/app/image-manifest-stub.ts";

import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { loadContent } from "#app/content/load.server.ts";
import { languages, paths } from "#app/lib/paths.ts";
import { messages } from "#app/locales/messages.server.ts";
import { realRoot } from "#tests/support/app/route-stub.tsx";
import {
  descriptionOf,
  loaderArgs,
  rootData,
  routeMeta,
  titleOf,
} from "#tests/support/app/route-visit.ts";

import Cv, { loader, meta } from "./cv";

afterEach(cleanup);

const content = loadContent();

describe.each(languages)("the CV route (%s)", (lang) => {
  const path = paths.cv(lang);
  const copy = messages[lang].cv;
  const named = (template: string) => template.replace("{{name}}", content.site.name);

  function visit() {
    const loaderData = loader(loaderArgs(path, path, {}));
    const head = routeMeta(meta, { path, routeId: `cv-${lang}`, params: {}, loaderData });
    return { loaderData, head };
  }

  it("titles and describes the page from the CV's translations, with the owner's name", () => {
    const { head } = visit();
    expect(titleOf(head)).toBe(named(copy.page.metaTitle));
    expect(descriptionOf(head)).toBe(named(copy.page.metaDescription));
  });

  it("points at its JSON Resume twin in the same language", () => {
    const { head } = visit();
    expect(head).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/json",
      href: `${rootData(path).siteUrl}${paths.cvJson(lang)}`,
    });
  });

  it("renders the owner's name as the heading and every section of the model, titled from the translations", async () => {
    const { loaderData } = visit();
    const Stub = createRoutesStub([
      realRoot(path, [{ id: `cv-${lang}`, path, loader: () => loaderData, Component: Cv }]),
    ]);
    render(<Stub initialEntries={[path]} />);
    // Generous: the first render pays for loading the router and the page's modules.
    const heading = await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 });
    expect(heading).toHaveTextContent(content.site.name);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      copy.sections.focus,
      copy.sections.skills,
      copy.sections.experience,
      copy.sections.projects,
      copy.sections.awards,
      copy.sections.education,
      copy.sections.publications,
    ]);
    const main = screen.getByRole("main");
    for (const job of content.about[lang].experience) {
      expect(within(main).getByText(job.title)).toBeInTheDocument();
    }
    // A chosen project opens its page in the CV's language; the profiles follow the e-mail.
    const chosen = content.projects.find((project) => project.meta.cv)!;
    expect(within(main).getByRole("link", { name: chosen.text[lang].subtitle })).toHaveAttribute(
      "href",
      paths.project(lang, chosen.id),
    );
    const contact = within(main).getByRole("list", { name: copy.contact });
    expect(
      within(contact)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([
      `mailto:${content.site.email}`,
      content.site.profiles.network.url,
      content.site.profiles.video.url,
      content.site.profiles.photo.url,
    ]);
  });
});
