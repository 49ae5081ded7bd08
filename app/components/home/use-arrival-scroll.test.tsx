// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { useEffect, useRef } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useArrivalScroll } from "#app/components/home/use-arrival-scroll.ts";

const scrolled: { id: string; behavior: ScrollBehavior | undefined }[] = [];
let reducedMotion = false;

beforeEach(() => {
  scrolled.length = 0;
  reducedMotion = false;
  // jsdom lays nothing out: record what would have been scrolled into view, and how.
  Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions) {
    scrolled.push({ id: this.id, behavior: options?.behavior });
  };
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduce") && reducedMotion,
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Page() {
  useArrivalScroll();
  // A component's effects run in the order they are declared: once this one has, the hook's has too,
  // so a test that expects no scroll is not reading the page before the hook could act.
  const state = useRef<HTMLParagraphElement>(null);
  useEffect(() => state.current?.setAttribute("data-settled", ""), []);
  const location = useLocation();
  return (
    <>
      <section id="about" />
      <section id="projects" />
      <p data-testid="state" ref={state}>
        {JSON.stringify(location.state)}
      </p>
    </>
  );
}

function renderAt(entry: { pathname: string; hash?: string; state?: unknown }) {
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  render(<Stub initialEntries={[entry]} />);
}

describe("useArrivalScroll", () => {
  it("smooth-scrolls to the projects when the navigation asks for it, then clears the flag", async () => {
    renderAt({ pathname: "/", state: { scrollToProjects: true } });
    await waitFor(() => expect(scrolled).toEqual([{ id: "projects", behavior: "smooth" }]));
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent("null"));
    expect(document.activeElement?.id).toBe("projects");
    expect(scrolled).toHaveLength(1);
  });

  it("scrolls instantly when the visitor prefers less motion", async () => {
    reducedMotion = true;
    renderAt({ pathname: "/", state: { scrollToProjects: true } });
    await waitFor(() => expect(scrolled).toEqual([{ id: "projects", behavior: "auto" }]));
  });

  it("honours a section hash", async () => {
    renderAt({ pathname: "/", hash: "#about" });
    await waitFor(() => expect(scrolled).toEqual([{ id: "about", behavior: "smooth" }]));
  });

  it("leaves a fragment followed before hydration to the browser, which has scrolled there", async () => {
    // The document was loaded without a hash; the visitor tapped a section link while it hydrated.
    // PerformanceEntry has no constructor; the hook reads only the navigation entry's name. (A
    // navigation entry: web-vitals' types give getEntriesByType an overload typed by entry type.)
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { name: "http://127.0.0.1/", entryType: "navigation" } as PerformanceNavigationTiming,
    ]);
    renderAt({ pathname: "/", hash: "#about" });
    await waitFor(() => expect(screen.getByTestId("state")).toHaveAttribute("data-settled"));
    expect(scrolled).toEqual([]);
    vi.restoreAllMocks();
  });

  it("does nothing on a plain visit or an unknown hash", async () => {
    renderAt({ pathname: "/", hash: "#nowhere", state: { scrollToProjects: "yes" } });
    await waitFor(() => expect(screen.getByTestId("state")).toHaveAttribute("data-settled"));
    expect(scrolled).toEqual([]);
  });
});
