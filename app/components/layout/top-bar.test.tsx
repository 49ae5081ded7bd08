// @vitest-environment jsdom
import { act, cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { Language } from "#app/lib/paths.ts";
import { stubRoot } from "#tests/support/app/stub-root.tsx";

import { TopBar } from "./top-bar";

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const owner = {
  name: "Inés Calderón",
  email: "hola@example.com",
  profiles: {
    network: { label: "LinkedIn", url: "https://www.linkedin.example/in/x" },
    video: { label: "YouTube", url: "https://www.youtube.example/@x" },
    photo: { label: "Instagram", url: "https://www.instagram.example/x" },
  },
};

function renderBar(lang: Language = "en") {
  const Stub = createRoutesStub([
    stubRoot(
      lang,
      [{ ...(lang === "es" ? { path: "es" } : { index: true }), Component: TopBar }],
      owner,
    ),
  ]);
  render(<Stub initialEntries={[lang === "es" ? "/es" : "/"]} />);
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("TopBar", () => {
  it("turns solid only past 20 px of scroll, and back", async () => {
    renderBar();
    const bar = await screen.findByRole("banner");
    for (const [y, scrolled] of [
      [0, "false"],
      [20, "false"],
      [21, "true"],
      [400, "true"],
      [20, "false"],
    ] as const) {
      scrollTo(y);
      // A scroll event is answered by a render: wait for it rather than assume it came within act().
      await waitFor(() => expect(bar, `at ${y} px`).toHaveAttribute("data-scrolled", scrolled));
    }
  });

  it("links the brand home and opens the two profiles in a new tab, in Spanish too", async () => {
    renderBar("es");
    const bar = await screen.findByRole("banner");
    expect(within(bar).getByRole("link", { name: /^Inés Calderón ?\(inicio\)$/ })).toHaveAttribute(
      "href",
      "/es/",
    );
    const network = within(bar).getByRole("link", { name: /^LinkedIn/ });
    expect(network).toHaveAttribute("target", "_blank");
    expect(network).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(bar).getByRole("link", { name: /^YouTube/ })).toBeInTheDocument();
    expect(within(bar).queryByRole("link", { name: /^Instagram/ })).toBeNull();
  });

  // The browser opens and closes the popover (its button, Escape, a tap outside: home-layout.spec);
  // the app follows it, renaming the button and making the bar solid.
  it("ties the small-screen menu's button to its popover and follows its state", async () => {
    renderBar();
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    const menu = document.getElementById(toggle.getAttribute("popovertarget") ?? "");
    expect(menu).toHaveAttribute("popover", "auto");
    // The button can be found before the effect that listens to the popover has run (the route
    // renders after a microtask, outside act()): send the event until the app answers it.
    await waitFor(() => {
      act(() => {
        menu?.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
      });
      expect(toggle).toHaveAccessibleName("Close menu");
    });
    expect(screen.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
    act(() => {
      menu?.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
    });
    expect(toggle).toHaveAccessibleName("Open menu");
  });

  // A top bar the app renders on a navigation shows the theme already on <html> (page/theme.ts),
  // in Spanish too; the prerendered one is written checked on the system's.
  it.each([
    ["en", undefined, "System"],
    ["es", "dark", "Oscuro"],
  ] as const)(
    "opens a theme switch (%s) showing the theme on the page",
    async (lang, theme, name) => {
      if (theme) document.documentElement.dataset.theme = theme;
      try {
        renderBar(lang);
        const open = await screen.findByRole("button", {
          name: lang === "en" ? "Choose a theme" : "Elegir el tema",
        });
        const popover = document.getElementById(open.getAttribute("popovertarget") ?? "");
        expect(popover).toHaveAttribute("popover", "auto");
        const group = within(popover ?? document.body).getByRole("group", { hidden: true });
        expect(within(group).getAllByRole("radio", { hidden: true })).toHaveLength(3);
        expect(within(group).getByRole("radio", { name, hidden: true })).toBeChecked();
      } finally {
        delete document.documentElement.dataset.theme;
      }
    },
  );
});
