import { useState } from "react";

import {
  AwardList,
  EducationList,
  ExperienceList,
  PublicationList,
} from "~/components/home/about/career-lists";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { About } from "~/content/schema";
import { useTranslation } from "~/lib/i18n";

const aboutTabs = ["experience", "awards", "education", "publications"] as const;

type AboutTabsProps = Pick<About, "experience" | "awards" | "education" | "publications">;

export function AboutTabs({ experience, awards, education, publications }: AboutTabsProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<string>("experience");
  // All four panels are in the prerendered HTML, so crawlers read every list; the inactive ones
  // are `hidden` rather than unmounted, and switching tabs is instant.
  return (
    <Tabs value={active} onValueChange={setActive}>
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
      <TabsContent value="experience" forceMount hidden={active !== "experience"}>
        <ExperienceList entries={experience} />
      </TabsContent>
      <TabsContent value="awards" forceMount hidden={active !== "awards"}>
        <AwardList entries={awards} />
      </TabsContent>
      <TabsContent value="education" forceMount hidden={active !== "education"}>
        <EducationList entries={education} />
      </TabsContent>
      <TabsContent value="publications" forceMount hidden={active !== "publications"}>
        <PublicationList entries={publications} />
      </TabsContent>
    </Tabs>
  );
}
