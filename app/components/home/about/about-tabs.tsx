import { memo, useEffect, useId, useRef, useState } from "react";

import {
  AwardList,
  EducationList,
  ExperienceList,
  PublicationList,
} from "#app/components/home/about/career-lists.tsx";
import {
  RadioTab,
  RadioTabPanel,
  RadioTabs,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "#app/components/ui/tabs.tsx";
import type { About } from "#app/content/schema.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

const aboutTabs = ["experience", "awards", "education", "publications"] as const;
type AboutTab = (typeof aboutTabs)[number];

type AboutTabsProps = Pick<About, "experience" | "awards" | "education" | "publications">;

/**
 * The career tabs. The prerendered page has them as radios, which the browser switches before the
 * app has loaded and without JavaScript; once the app runs they become ARIA tabs (arrow keys, Home,
 * End), on the tab the visitor had chosen, looking the same.
 */
export function AboutTabs(lists: AboutTabsProps) {
  const { t } = useTranslation();
  const name = useId();
  const radios = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<AboutTab | null>(null);
  const tabs = useRef<HTMLDivElement>(null);
  const focusOnTakeOver = useRef(false);

  // After hydration: take over from the radios, on their choice and with their focus.
  useEffect(() => {
    const group = radios.current;
    const checked = group?.querySelector<HTMLInputElement>("input:checked")?.value;
    setActive(aboutTabs.find((tab) => tab === checked) ?? "experience");
    focusOnTakeOver.current = group?.contains(document.activeElement) ?? false;
  }, []);

  useEffect(() => {
    if (active === null || !focusOnTakeOver.current) return;
    focusOnTakeOver.current = false;
    tabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [active]);

  if (active === null) {
    return (
      <RadioTabs
        ref={radios}
        name={name}
        tabs={aboutTabs}
        label={t("home.about.tabs.label")}
        options={aboutTabs.map((tab) => (
          <RadioTab key={tab} name={name} value={tab} defaultChecked={tab === "experience"}>
            {t(`home.about.tabs.${tab}`)}
          </RadioTab>
        ))}
      >
        {aboutTabs.map((tab) => (
          <RadioTabPanel key={tab} value={tab}>
            <TabPanelContent tab={tab} lists={lists} />
          </RadioTabPanel>
        ))}
      </RadioTabs>
    );
  }

  // All four panels stay in the page, so crawlers read every list; the inactive ones are `hidden`
  // rather than unmounted, and switching tabs is instant.
  return (
    <Tabs ref={tabs} value={active} onValueChange={(value) => setActive(toTab(value))}>
      <TabsList
        aria-label={t("home.about.tabs.label")}
        className="grid w-full grid-cols-2 sm:inline-flex sm:w-fit"
      >
        {aboutTabs.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(`home.about.tabs.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {aboutTabs.map((tab) => (
        <TabsContent key={tab} value={tab}>
          <TabPanelContent tab={tab} lists={lists} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function toTab(value: string): AboutTab {
  return aboutTabs.find((tab) => tab === value) ?? "experience";
}

// Memoised: choosing a tab re-renders the tabs, and no list changes with it.
const TabPanelContent = memo(function TabPanelContent({
  tab,
  lists,
}: {
  tab: AboutTab;
  lists: AboutTabsProps;
}) {
  switch (tab) {
    case "experience":
      return <ExperienceList entries={lists.experience} />;
    case "awards":
      return <AwardList entries={lists.awards} />;
    case "education":
      return <EducationList entries={lists.education} />;
    case "publications":
      return <PublicationList entries={lists.publications} />;
  }
});
