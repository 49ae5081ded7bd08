// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { AboutTabs } from "#app/components/home/about/about-tabs.tsx";
import type * as CareerLists from "#app/components/home/about/career-lists.tsx";
import { createI18n, I18nProvider } from "#app/lib/i18n.tsx";
import { messages } from "#app/locales/messages.server.ts";

// Each list counts its renders: a tap on a tab should cost the tabs, not the lists (their entries
// are most of the about section's elements, and the tap waits for that render on a phone).
const renders = vi.hoisted(() => ({ experience: 0, awards: 0, education: 0, publications: 0 }));
vi.mock("#app/components/home/about/career-lists.tsx", async (importOriginal) => {
  const lists = await importOriginal<typeof CareerLists>();
  // The list itself, counting each of its renders under `name`.
  function counted<Props>(name: keyof typeof renders, List: (props: Props) => React.ReactNode) {
    return (props: Props) => {
      renders[name] += 1;
      return List(props);
    };
  }
  return {
    ExperienceList: counted("experience", lists.ExperienceList),
    AwardList: counted("awards", lists.AwardList),
    EducationList: counted("education", lists.EducationList),
    PublicationList: counted("publications", lists.PublicationList),
  };
});

afterEach(cleanup);

const data = {
  experience: [{ id: "nodo", title: "Engineer", company: "Nodo Labs", period: "2023 – 2025" }],
  awards: [{ id: "best-bot", name: "Best bot", year: 2024 }],
  education: [{ degree: "MSc", institution: "ITL", year: 2018 }],
  publications: [{ id: "chain", title: "Reading the chain", citation: "Calderón, I. (2021)." }],
};

describe("AboutTabs", () => {
  it("renders no list again when a tab is chosen, by click or arrow key", async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={createI18n("en", messages.en)}>
        <AboutTabs {...data} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole("tab", { name: "Experience" }));
    const before = { ...renders };
    await user.click(screen.getByRole("tab", { name: "Awards" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Education");
    expect(renders).toEqual(before);
  });
});
