// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { Language } from "#app/lib/paths.ts";
import { stubRoot } from "#tests/support/app/stub-root.tsx";

import { BackToProjectsLink } from "./back-to-projects-link";
import { ProjectBody } from "./project-body";
import { ProjectHeader } from "./project-header";
import { ProjectNotFound } from "./project-not-found";
import type { ProjectPage } from "./project-page-data";
import { RelatedProjects } from "./related-projects";

afterEach(cleanup);

const image = (alt: string) => ({
  src: "/img/a.webp",
  width: 1600,
  height: 900,
  alt,
  sources: [],
});

const project: ProjectPage = {
  id: "eva",
  title: "Eva",
  subtitle: "A teaching assistant",
  description: "Reviews code.",
  externalLink: "https://codigoabierto.example/eva",
  year: 2024,
  readTime: 6,
  tags: [
    { id: "ai", label: "AI" },
    { id: "product", label: "Product" },
  ],
  blocks: [
    { type: "paragraph", children: ["First paragraph."] },
    { type: "image", image: image("A lightbulb") },
    { type: "paragraph", children: ["Second paragraph."] },
  ],
  related: [
    { id: "revisaCV", title: "RevisaCV", description: "Reviews CVs." },
    { id: "aiFaq", title: "AI FAQ", description: "Answers questions." },
  ],
  shareImage: "/share.png",
};

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function Home() {
  const location = useLocation();
  return <p>home {JSON.stringify(location.state)}</p>;
}

/** Renders `ui` on a project URL under a stub root that provides the language, owner and strings. */
async function renderPage(ui: React.ReactNode, lang: Language = "en") {
  const prefix = lang === "es" ? "/es" : "";
  const Stub = createRoutesStub([
    stubRoot(lang, [
      { path: `${prefix}/project/:id`, Component: () => ui },
      { path: lang === "es" ? "es" : "", index: lang === "en", Component: Home },
    ]),
  ]);
  render(<Stub initialEntries={[`${prefix}/project/eva`]} />);
  // Generous: the first render pays for loading the router and the strings.
  await screen.findByTestId("ready", {}, { timeout: 10_000 });
}

const ready = <span data-testid="ready" />;

describe("project header", () => {
  it("shows the title, subtitle, year, read time and tags", async () => {
    await renderPage(
      <>
        <ProjectHeader project={project} />
        {ready}
      </>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Eva" })).toBeInTheDocument();
    expect(screen.getByText("A teaching assistant")).toBeInTheDocument();
    expect(screen.getByText("2024")).toBeInTheDocument();
    expect(screen.getByText("6 min read")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["AI", "Product"]);
  });

  it("links to the official site in a new tab, in Spanish too", async () => {
    await renderPage(
      <>
        <ProjectHeader project={project} />
        {ready}
      </>,
      "es",
    );
    // jsdom's name computation drops the space that starts the hidden hint; Chromium keeps it.
    const link = screen.getByRole("link", {
      name: /^Enlace oficial ?\(se abre en una pestaña nueva\)$/,
    });
    expect(link).toHaveAttribute("href", project.externalLink);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("6 min de lectura")).toBeInTheDocument();
  });

  it("has no official link when the project has none", async () => {
    await renderPage(
      <>
        <ProjectHeader project={{ ...project, externalLink: undefined }} />
        {ready}
      </>,
    );
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("project body", () => {
  it("renders text blocks as paragraphs and image blocks as lazy figures, in order", async () => {
    await renderPage(
      <>
        <ProjectBody blocks={project.blocks} />
        {ready}
      </>,
    );
    const figure = screen.getByRole("figure");
    const img = within(figure).getByRole("img", { name: "A lightbulb" });
    expect(img).toHaveAttribute("loading", "lazy");
    const first = screen.getByText("First paragraph.");
    const second = screen.getByText("Second paragraph.");
    expect(first.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(figure.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("loads an image eagerly only when it opens the body", async () => {
    await renderPage(
      <>
        <ProjectBody blocks={[{ type: "image", image: image("Opening") }, ...project.blocks]} />
        {ready}
      </>,
    );
    expect(screen.getByRole("img", { name: "Opening" })).toHaveAttribute("loading", "eager");
    expect(screen.getByRole("img", { name: "A lightbulb" })).toHaveAttribute("loading", "lazy");
  });
});

describe("a Markdown body", () => {
  const rich: ProjectPage["blocks"] = [
    { type: "heading", level: 2, children: ["How it ", { type: "emphasis", children: ["works"] }] },
    {
      type: "paragraph",
      children: [
        "See ",
        { type: "project-link", project: "vera", children: ["Vera"] },
        ", ",
        { type: "link", href: "https://lupa.example", children: ["Lupa"] },
        ", ",
        { type: "link", href: "mailto:hola@lupa.example", children: ["write"] },
        " and ",
        { type: "strong", children: ["run"] },
        " ",
        { type: "code", value: "npm test" },
        ".",
      ],
    },
    { type: "heading", level: 3, children: ["Steps"] },
    {
      type: "list",
      ordered: true,
      start: 2,
      items: [
        [{ type: "paragraph", children: ["read"] }],
        [{ type: "paragraph", children: ["write"] }],
      ],
    },
    { type: "list", ordered: false, items: [[{ type: "paragraph", children: ["dot"] }]] },
    { type: "quote", children: [{ type: "paragraph", children: ["Said once."] }] },
    { type: "code", value: "const a = 1 < 2;" },
    { type: "image", image: image("A map"), caption: "Where it began" },
  ];

  it("renders subheadings from h2, lists, quotes, code and a captioned figure as elements", async () => {
    await renderPage(
      <>
        <ProjectBody blocks={rich} />
        {ready}
      </>,
    );
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "How it works" })).toBeInTheDocument();
    expect(screen.getByText("works").tagName).toBe("EM");
    expect(screen.getByRole("heading", { level: 3, name: "Steps" })).toBeInTheDocument();
    const [ordered, bulleted] = screen.getAllByRole("list");
    expect(ordered?.tagName).toBe("OL");
    expect(ordered).toHaveAttribute("start", "2");
    expect(
      within(ordered!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["read", "write"]);
    expect(bulleted?.tagName).toBe("UL");
    expect(screen.getByText("Said once.").closest("blockquote")).not.toBeNull();
    expect(screen.getByText("const a = 1 < 2;").closest("pre")).not.toBeNull();
    expect(screen.getByText("npm test").tagName).toBe("CODE");
    expect(screen.getByText("run").tagName).toBe("STRONG");
    const figure = screen.getByRole("figure");
    expect(within(figure).getByRole("img", { name: "A map" })).toBeInTheDocument();
    expect(figure.querySelector("figcaption")).toHaveTextContent("Where it began");
  });

  it("opens outside links in a new tab, mail in the mail program, and projects in the page's language", async () => {
    await renderPage(
      <>
        <ProjectBody blocks={rich} />
        <CurrentPath />
        {ready}
      </>,
      "es",
    );
    const outside = screen.getByRole("link", { name: /^Lupa ?\(se abre en una pestaña nueva\)$/ });
    expect(outside).toHaveAttribute("href", "https://lupa.example");
    expect(outside).toHaveAttribute("target", "_blank");
    expect(outside).toHaveAttribute("rel", "noopener noreferrer");
    const mail = screen.getByRole("link", { name: "write" });
    expect(mail).toHaveAttribute("href", "mailto:hola@lupa.example");
    expect(mail).not.toHaveAttribute("target");
    const project = screen.getByRole("link", { name: "Vera" });
    expect(project).toHaveAttribute("href", "/es/project/vera");
    expect(project).not.toHaveAttribute("target");
    await userEvent.click(project);
    expect(await screen.findByTestId("path")).toHaveTextContent("/es/project/vera");
  });
});

describe("related projects", () => {
  it("links each card by its title to the project in the page's language", async () => {
    await renderPage(
      <>
        <RelatedProjects projects={project.related} />
        {ready}
      </>,
      "es",
    );
    const region = screen.getByRole("region", { name: "Proyectos relacionados" });
    const links = within(region).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["RevisaCV", "/es/project/revisaCV"],
      ["AI FAQ", "/es/project/aiFaq"],
    ]);
    expect(within(region).getByText("Reviews CVs.")).toBeInTheDocument();
  });
});

describe("navigation buttons", () => {
  it("back to projects names the section in its address, and the app sends the specification's state", async () => {
    await renderPage(
      <>
        <BackToProjectsLink />
        {ready}
      </>,
      "es",
    );
    const back = screen.getByRole("link", { name: "Volver a los proyectos" });
    // A real link to the section: before the app, without JavaScript or in a new tab, the browser
    // lands on the projects by itself.
    expect(back).toHaveAttribute("href", "/es/#projects");
    await userEvent.click(back);
    expect(await screen.findByText('home {"scrollToProjects":true}')).toBeInTheDocument();
  });

  it("the not-found message offers a way back home", async () => {
    await renderPage(
      <>
        <ProjectNotFound />
        {ready}
      </>,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Project not found" }),
    ).toBeInTheDocument();
    const home = screen.getByRole("link", { name: "Back to home" });
    expect(home).toHaveAttribute("href", "/");
    await userEvent.click(home);
    expect(await screen.findByText("home null")).toBeInTheDocument();
  });
});
