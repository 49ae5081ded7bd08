// @vitest-environment jsdom
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import { createRoutesStub, useLocation, useNavigate } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { ProjectsSection } from "#app/components/home/projects/projects-section.tsx";
import type { ProjectCard } from "#app/content/pages.server.ts";
import type { Language } from "#app/lib/paths.ts";
import { stubRoot } from "#tests/support/app/stub-root.tsx";

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
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="search">{location.search}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Forward
      </button>
    </>
  );
}

/** A tap the browser handles while React starts, held from React (ADR 10): no event reaches it. */
function tapHeldFromReact(value: string) {
  const radio = document.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`);
  if (radio) radio.checked = true;
}

function renderSection(url: string, lang: Language = "en", duringStart?: () => void) {
  // In the first commit, once React has put the section in the page and before the section's
  // effects run: the moment a held tap lands.
  function WhileStarting() {
    useLayoutEffect(() => duringStart?.(), []);
    return null;
  }
  const Stub = createRoutesStub([
    stubRoot(lang, [
      {
        ...(lang === "es" ? { path: "es" } : { index: true }),
        Component: () => (
          <>
            <ProjectsSection projects={projects} tags={tags} />
            <WhileStarting />
            <Where />
          </>
        ),
      },
    ]),
  ]);
  render(<Stub initialEntries={[url]} />);
}

// The filter hides cards with CSS (jsdom applies none of it): the app marks the grid with the tag,
// and each card carries its tags, which is what the stylesheet keys on.
const activeTag = () =>
  document.querySelector("ul[data-active-tag]")?.getAttribute("data-active-tag");
const cardTags = () =>
  [...document.querySelectorAll("li[data-tags]")].map((item) => item.getAttribute("data-tags"));

describe("ProjectsSection", () => {
  it("shows every project with All chosen by default", async () => {
    renderSection("/");
    const filter = await screen.findByRole("group", { name: "Filter projects by tag" });
    expect(within(filter).getByRole("radio", { name: "All" })).toBeChecked();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Eva",
      "Mint",
      "AI FAQ",
    ]);
    expect(cardTags()).toEqual(["ai", "nft", "ai music"]);
    // The grid's mark is the app's, set once its effects have run.
    await waitFor(() => expect(activeTag()).toBe(""));
    expect(screen.getByRole("status")).toHaveTextContent("Showing all 3 projects");
  });

  it("filters by tag id, keeps it in ?tag= and resets with All", async () => {
    const user = userEvent.setup();
    renderSection("/");
    const filter = await screen.findByRole("group", { name: "Filter projects by tag" });
    await user.click(within(filter).getByText("AI"));
    await screen.findByText("Showing 2 projects tagged AI");
    expect(within(filter).getByRole("radio", { name: "AI" })).toBeChecked();
    expect(within(filter).getByRole("radio", { name: "All" })).not.toBeChecked();
    expect(activeTag()).toBe("ai");
    // The URL follows the choice, a navigation later.
    await waitFor(() => expect(screen.getByTestId("search")).toHaveTextContent("?tag=ai"));

    await user.click(within(filter).getByText("Music"));
    await screen.findByText("Showing 1 project tagged Music");
    expect(activeTag()).toBe("music");

    await user.click(within(filter).getByText("All"));
    await screen.findByText("Showing all 3 projects");
    expect(activeTag()).toBe("");
    await waitFor(() => expect(screen.getByTestId("search")).toBeEmptyDOMElement());
  });

  it("keeps a tag tapped while the app started, and All undoes it afterwards", async () => {
    const user = userEvent.setup();
    renderSection("/", "en", () => tapHeldFromReact("nft"));
    await screen.findByText("Showing 1 project tagged NFT");
    await waitFor(() => expect(screen.getByTestId("search")).toHaveTextContent("?tag=nft"));

    const filter = screen.getByRole("group", { name: "Filter projects by tag" });
    await user.click(within(filter).getByText("All"));
    await screen.findByText("Showing all 3 projects");
    await waitFor(() => expect(screen.getByTestId("search")).toBeEmptyDOMElement());
  });

  it("marks the grid with the tapped tag within the tap; the address follows after the paint", async () => {
    renderSection("/");
    const filter = await screen.findByRole("group", { name: "Filter projects by tag" });
    // The app follows the filter once it has read the radios; a tap before that is the browser's.
    await waitFor(() => expect(activeTag()).toBe(""));
    fireEvent.click(within(filter).getByRole("radio", { name: "NFT" }));
    // Still inside the tap: the grid carries the tag, the address does not yet.
    expect(activeTag()).toBe("nft");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 project tagged NFT");
    expect(screen.getByTestId("search")).toBeEmptyDOMElement();
    await waitFor(() => expect(screen.getByTestId("search")).toHaveTextContent("?tag=nft"));
    fireEvent.click(within(filter).getByRole("radio", { name: "All" }));
    expect(activeTag()).toBe("");
  });

  it("leaves the radios alone at a tap: no React handler rewrites the group", async () => {
    renderSection("/");
    const filter = await screen.findByRole("group", { name: "Filter projects by tag" });
    const rewritten: string[] = [];
    const watch = new MutationObserver((records) =>
      rewritten.push(
        ...records.map((r) => `${(r.target as Element).outerHTML} ${r.attributeName}`),
      ),
    );
    watch.observe(filter, { subtree: true, attributes: true });
    fireEvent.click(within(filter).getByRole("radio", { name: "AI" }));
    await screen.findByText("Showing 2 projects tagged AI");
    expect(activeTag()).toBe("ai");
    expect([...rewritten, ...watch.takeRecords()]).toEqual([]);
    watch.disconnect();
  });

  it("filters through the grid's mark once the app follows, and drops the radios' rules", async () => {
    renderSection("/");
    await screen.findByRole("group");
    const css = () => document.querySelector("#projects style")?.textContent ?? "";
    await waitFor(() => expect(css()).not.toContain(":has("));
    for (const id of ["ai", "nft", "music"]) {
      expect(css()).toContain(`[data-active-tag="${id}"]>[data-tags]:not([data-tags~="${id}"])`);
    }
    expect(css()).not.toContain("data-status");
  });

  it("lists the radios' rules until the app follows the filter", async () => {
    let first = "";
    renderSection("/", "en", () => {
      first = document.querySelector("#projects style")?.textContent ?? "";
    });
    await screen.findByRole("group");
    for (const id of ["ai", "nft", "music"]) {
      expect(first).toContain(
        `[data-tag-filter]:has([value="${id}"]:checked)~*>[data-tags]:not([data-tags~="${id}"])`,
      );
    }
    expect(first).toContain(
      `[data-tag-filter]:has([value=""]:checked)~*>[data-status]:not([data-status=""])`,
    );
  });

  it("opens on the tag named in the URL and ignores unknown ones", async () => {
    renderSection("/?tag=nft");
    // Until the app's effects run, the status holds every tag's line for CSS to choose from.
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(/^Showing 1 project tagged NFT$/),
    );
    expect(activeTag()).toBe("nft");
    expect(screen.getByRole("radio", { name: "NFT" })).toBeChecked();
    cleanup();
    renderSection("/?tag=bogus");
    await screen.findByText("Showing all 3 projects");
    expect(screen.getByRole("radio", { name: "All" })).toBeChecked();
  });

  it("sets the radio from the address on Back and Forward, and writes no address of its own", async () => {
    const user = userEvent.setup();
    renderSection("/?tag=ai");
    const filter = await screen.findByRole("group", { name: "Filter projects by tag" });
    await screen.findByText("Showing 2 projects tagged AI");
    await user.click(within(filter).getByText("NFT"));
    await waitFor(() => expect(screen.getByTestId("search")).toHaveTextContent("?tag=nft"));

    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(screen.getByTestId("search")).toHaveTextContent("?tag=ai"));
    await screen.findByText("Showing 2 projects tagged AI");
    expect(within(filter).getByRole("radio", { name: "AI" })).toBeChecked();
    expect(activeTag()).toBe("ai");

    // Forward is still there: the restored choice did not push an address over it.
    await user.click(screen.getByRole("button", { name: "Forward" }));
    await screen.findByText("Showing 1 project tagged NFT");
    expect(within(filter).getByRole("radio", { name: "NFT" })).toBeChecked();
    expect(screen.getByTestId("search")).toHaveTextContent("?tag=nft");
  });

  it("gives each card a unique link name and its project URL, in Spanish too", async () => {
    renderSection("/es", "es");
    const link = await screen.findByRole("link", { name: "Ver más sobre Eva" });
    expect(link).toHaveTextContent("Ver más");
    expect(link).toHaveAttribute("href", "/es/project/eva");
    expect(screen.getByRole("status")).toHaveTextContent("Mostrando los 3 proyectos");
  });
});
