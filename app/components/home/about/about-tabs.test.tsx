// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { AboutTabs } from "#app/components/home/about/about-tabs.tsx";
import { createI18n, I18nProvider } from "#app/lib/i18n.tsx";
import { messages } from "#app/locales/messages.server.ts";

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const data = {
  experience: [
    {
      id: "nodo",
      title: "Engineer",
      company: "Nodo Labs",
      period: "2023 – 2025",
      url: "https://nodo.example",
    },
    { id: "studio", title: "Founder", company: "Own studio", period: "2023 – present" },
  ],
  awards: [{ id: "best-bot", name: "Best bot", year: 2024 }],
  education: [{ degree: "MSc", institution: "ITL", year: 2018 }],
  publications: [
    {
      id: "chain",
      title: "Reading the chain",
      citation: "Calderón, I. (2021). Reading the chain.",
    },
  ],
};

const tabsElement = (
  <I18nProvider i18n={createI18n("en", messages.en)}>
    <AboutTabs {...data} />
  </I18nProvider>
);

function renderTabs() {
  render(tabsElement);
}

const selected = () => screen.getByRole("tab", { selected: true });
const panel = () => screen.getByRole("tabpanel");

describe("AboutTabs", () => {
  it("starts on experience, linking companies that have a url", () => {
    renderTabs();
    expect(screen.getByRole("tablist", { name: "Career" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Experience",
      "Awards",
      "Education",
      "Publications",
    ]);
    expect(selected()).toHaveTextContent("Experience");
    const link = within(panel()).getByRole("link", { name: /Nodo Labs/ });
    expect(link).toHaveAttribute("href", "https://nodo.example");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName(/^Nodo Labs ?\(opens in a new tab\)$/);
    expect(within(panel()).getByText("Own studio").closest("a")).toBeNull();
    expect(panel()).toHaveTextContent("2023 – present");
  });

  it("renders every panel, the inactive ones hidden, so that crawlers read them all", () => {
    renderTabs();
    const panels = screen.getAllByRole("tabpanel", { hidden: true });
    expect(panels).toHaveLength(4);
    expect(panels.filter((p) => !p.hidden)).toEqual([panel()]);
    expect(
      panels.find((p) => p.hidden && p.textContent?.includes("Reading the chain")),
    ).toBeDefined();
  });

  it("ties each tab to its panel, and each panel to its tab", () => {
    renderTabs();
    for (const tab of screen.getAllByRole("tab")) {
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      expect(panel).toHaveAttribute("role", "tabpanel");
      expect(panel).toHaveAttribute("aria-labelledby", tab.id);
    }
  });

  it("moves with arrows, Home and End, looping, and activates on focus", async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole("tab", { name: "Experience" }));
    await user.keyboard("{ArrowRight}");
    expect(selected()).toHaveTextContent("Awards");
    expect(selected()).toHaveFocus();
    expect(panel()).toHaveTextContent("Best bot");
    expect(panel()).toHaveTextContent("2024");
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(selected()).toHaveTextContent("Experience");
    await user.keyboard("{ArrowLeft}");
    expect(selected()).toHaveTextContent("Publications");
    expect(panel()).toHaveTextContent("Calderón, I. (2021). Reading the chain.");
    await user.keyboard("{Home}");
    expect(selected()).toHaveTextContent("Experience");
    await user.keyboard("{End}");
    expect(selected()).toHaveTextContent("Publications");
  });

  it("shows education entries when chosen", async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole("tab", { name: "Education" }));
    expect(panel()).toHaveTextContent("MSc");
    expect(panel()).toHaveTextContent("ITL");
    expect(panel()).toHaveTextContent("2018");
  });

  it("is a radio group in the prerendered page, which CSS switches before the app runs", () => {
    document.body.innerHTML = renderToString(tabsElement);
    const group = screen.getByRole("radiogroup", { name: "Career" });
    expect(within(group).getByRole("radio", { name: "Experience" })).toBeChecked();
    expect(screen.queryByRole("tab")).toBeNull();
    const rules = [...document.querySelectorAll("style")].map((style) => style.textContent);
    expect(rules.join("\n")).toContain(
      ':not(:has(input[value="awards"]:checked)) [data-tab-panel="awards"]{display:none}',
    );
  });

  it("opens on the tab chosen before the app ran, and hands the radio's focus to it", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(tabsElement);
    document.body.append(container);
    const awards = screen.getByRole("radio", { name: "Awards" });
    awards.click();
    awards.focus();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, tabsElement, { onRecoverableError: recoverable });
    });
    expect(selected()).toHaveTextContent("Awards");
    expect(selected()).toHaveFocus();
    expect(panel()).toHaveTextContent("Best bot");
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("leaves the radios alone when a tab is chosen: React does not rewrite them", async () => {
    const user = userEvent.setup();
    renderTabs();
    const radios = document.querySelector('[role="tablist"]');
    const rewritten: string[] = [];
    const watch = new MutationObserver((records) =>
      rewritten.push(
        ...records.flatMap(({ target, attributeName }) =>
          target instanceof HTMLInputElement ? [`${target.value} ${attributeName}`] : [],
        ),
      ),
    );
    watch.observe(radios ?? document, { subtree: true, attributes: true });
    await user.click(screen.getByRole("tab", { name: "Awards" }));
    await user.keyboard("{ArrowRight}");
    expect(selected()).toHaveTextContent("Education");
    expect(screen.getByRole("radio", { name: "Education", hidden: true })).toBeChecked();
    expect([...rewritten, ...watch.takeRecords()]).toEqual([]);
    watch.disconnect();
  });
});
