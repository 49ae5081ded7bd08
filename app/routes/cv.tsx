import { CvHeader } from "~/components/cv/cv-header";
import { CvSection } from "~/components/cv/cv-section";
import { usePrintOnArrival } from "~/components/cv/use-print-on-arrival";
import type { FirstPaintHandle } from "~/components/layout/first-paint-hold";
import { TopBar } from "~/components/layout/top-bar";
import { Prerendered } from "~/components/ui/prerendered";
import type { CvSection as CvSectionModel } from "~/content/cv-model.server";
import { cvPageData } from "~/content/pages.server";
import { cvMeta } from "~/lib/page-meta";
import { languageFromPath } from "~/lib/paths";
import { useSite } from "~/lib/use-site";

import type { Route } from "./+types/cv";

export function loader({ request }: Route.LoaderArgs) {
  return cvPageData(languageFromPath(new URL(request.url).pathname));
}

// The first paint waits until the sections a phone's first screen shows are parsed: the header, the
// focus and the skills, up to the experience (ADR 18).
const firstScreenEnd: CvSectionModel["id"] = "experience";
export const handle: FirstPaintHandle = { firstPaintAfter: firstScreenEnd };

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const { siteUrl, owner, messages } = matches[0].loaderData;
  const { jobTitle, shareImage } = loaderData;
  const copy = messages.cv.page;
  return cvMeta({ pathname: location.pathname, siteUrl, owner, copy, jobTitle, shareImage });
}

export default function Cv({ loaderData: cv }: Route.ComponentProps) {
  const { lang } = useSite();
  usePrintOnArrival();

  return (
    <>
      <div className="print:hidden">
        <TopBar />
      </div>
      <main
        id="main"
        className="mx-auto max-w-3xl px-5 pt-24 pb-20 sm:px-8 print:max-w-none print:p-0 print:text-[9.5pt] print:leading-snug"
      >
        <CvHeader name={cv.name} tagline={cv.tagline} email={cv.email} profiles={cv.profiles} />
        <Prerendered revision={lang} className="space-y-6 print:space-y-3">
          {cv.sections.map((section) => (
            <CvSection key={section.id} section={section} />
          ))}
        </Prerendered>
      </main>
    </>
  );
}
