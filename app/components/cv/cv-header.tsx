import type { CvModel } from "#app/content/cv-model.server.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

import { CvContact } from "./cv-contact";
import { DownloadCv } from "./download-cv";
import { PrintButton } from "./print-button";

type CvHeaderProps = Pick<CvModel, "name" | "tagline" | "email" | "profiles">;

/** Who the CV is about and how to reach her, with the page's two actions: download and print. */
export function CvHeader({ name, tagline, email, profiles }: CvHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-end justify-between gap-6 pb-6 print:pb-3">
      <div className="space-y-2">
        <p className="text-xs font-semibold tracking-widest text-primary uppercase print:hidden">
          {t("cv.heading")}
        </p>
        <h1 className="text-title font-bold tracking-tight print:text-[20pt]">{name}</h1>
        <p className="text-lg print:text-[11pt]">{tagline}</p>
        <CvContact email={email} profiles={profiles} />
      </div>
      <div className="flex flex-wrap gap-3 print:hidden">
        <DownloadCv />
        <PrintButton />
      </div>
    </header>
  );
}
