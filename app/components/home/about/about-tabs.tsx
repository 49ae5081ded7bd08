import { memo } from "react";

import {
  AwardList,
  EducationList,
  ExperienceList,
  PublicationList,
} from "#app/components/home/about/career-lists.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import type { About } from "#app/content/schema.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

const aboutTabs = ["experience", "awards", "education", "publications"] as const;
type AboutTab = (typeof aboutTabs)[number];

type AboutTabsProps = Pick<About, "experience" | "awards" | "education" | "publications">;

/**
 * The career tabs: radios that the browser switches before the app has loaded and without
 * JavaScript, and ARIA tabs (arrow keys, Home, End) once the app runs, looking the same. All four
 * panels stay in the page, so crawlers read every list; switching tabs is instant.
 */
export function AboutTabs(lists: AboutTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="experience">
      <TabsList
        label={t("home.about.tabs.label")}
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
