import type { FirstPaintHandle } from "#app/boot/first-paint-hold.tsx";
import { Unhydrated } from "#app/boot/unhydrated.tsx";
import { CvHeader } from "#app/components/cv/cv-header.tsx";
import { CvSection } from "#app/components/cv/cv-section.tsx";
import { usePrintOnArrival } from "#app/components/cv/use-print-on-arrival.ts";
import { TopBar } from "#app/components/layout/top-bar.tsx";
import type { CvSection as CvSectionModel } from "#app/content/cv-model.server.ts";
import { cvPageData } from "#app/content/pages.server.ts";
import { languageFromPath } from "#app/lib/paths.ts";
import { cvMeta } from "#app/lib/seo/page-meta.ts";
import { useSite } from "#app/lib/use-site.ts";

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
        <Unhydrated revision={lang} className="space-y-6 print:space-y-3">
          {cv.sections.map((section) => (
            <CvSection key={section.id} section={section} />
          ))}
        </Unhydrated>
      </main>
    </>
  );
}
