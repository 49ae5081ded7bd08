// @vitest-environment jsdom
import { cleanup, configure, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { ProjectsSection } from "~/components/home/projects/projects-section";
import type { ProjectCard } from "~/content/pages.server";
import type { Language } from "~/lib/paths";
import { stubRoot } from "~tests/support/stub-root";

afterEach(cleanup);
// The route stub resolves its loader asynchronously; leave room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const ai = { id: "ai", label: "AI" };
const nft = { id: "nft", label: "NFT" };
const music = { id: "music", label: "Music" };
const tags = [ai, nft, music];

const thumbnail = { src: "/t.webp", width: 1200, height: 750, alt: "", sources: [] };

const projects: ProjectCard[] = [
  { id: "eva", title: "Eva", description: "Hints.", tags: [ai], thumbnail },
  { id: "mintNFT", title: "Mint", description: "Mints.", tags: [nft], thumbnail },
  { id: "aiFaq", title: "AI FAQ", description: "Answers.", tags: [ai, music], thumbnail },
];

function Where() {
  const location = useLocation();
  return <p data-testid="search">{location.search}</p>;
}

function renderSection(url: string, lang: Language = "en") {
  const Stub = createRoutesStub([
    stubRoot(lang, [
      {
        ...(lang === "es" ? { path: "es" } : { index: true }),
        Component: () => (
          <>
            <ProjectsSection projects={projects} tags={tags} />
            <Where />
          </>
        ),
      },
    ]),
  ]);
  render(<Stub initialEntries={[url]} />);
}

const titles = () =>
  screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("ProjectsSection", () => {
  it("shows every project with All pressed by default", async () => {
    renderSection("/");
    const filter = await screen.findByRole("group", { name: "Filter projects by tag" });
    expect(within(filter).getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(titles()).toEqual(["Eva", "Mint", "AI FAQ"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing all 3 projects");
  });

  it("filters by tag id, keeps it in ?tag= and resets with All", async () => {
    const user = userEvent.setup();
    renderSection("/");
    const filter = await screen.findByRole("group", { name: "Filter projects by tag" });
    await user.click(within(filter).getByRole("button", { name: "AI" }));
    await screen.findByText("Showing 2 projects tagged AI");
    expect(titles()).toEqual(["Eva", "AI FAQ"]);
    expect(within(filter).getByRole("button", { name: "AI" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(filter).getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 projects tagged AI");
    expect(screen.getByTestId("search")).toHaveTextContent("?tag=ai");

    await user.click(within(filter).getByRole("button", { name: "Music" }));
    await screen.findByText("Showing 1 project tagged Music");
    expect(titles()).toEqual(["AI FAQ"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 project tagged Music");

    await user.click(within(filter).getByRole("button", { name: "All" }));
    await screen.findByText("Showing all 3 projects");
    expect(titles()).toEqual(["Eva", "Mint", "AI FAQ"]);
    expect(screen.getByTestId("search")).toBeEmptyDOMElement();
  });

  it("opens on the tag named in the URL and ignores unknown ones", async () => {
    renderSection("/?tag=nft");
    await screen.findByRole("group");
    expect(titles()).toEqual(["Mint"]);
    cleanup();
    renderSection("/?tag=bogus");
    await screen.findByRole("group");
    expect(titles()).toEqual(["Eva", "Mint", "AI FAQ"]);
  });

  it("gives each card a unique link name and its project URL, in Spanish too", async () => {
    renderSection("/es", "es");
    const link = await screen.findByRole("link", { name: "Ver más sobre Eva" });
    expect(link).toHaveTextContent("Ver más");
    expect(link).toHaveAttribute("href", "/es/project/eva");
    expect(screen.getByRole("status")).toHaveTextContent("Mostrando los 3 proyectos");
  });
});
