import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";

import { CvContact } from "~/components/cv/cv-contact";
import { CvEntry, CvSection } from "~/components/cv/cv-section";
import { DownloadCv } from "~/components/cv/download-cv";
import { PrintButton, printParam } from "~/components/cv/print-button";
import { TopBar } from "~/components/layout/top-bar";
import { Chip } from "~/components/ui/chip";
import { Prerendered } from "~/components/ui/prerendered";
import { cvPageData } from "~/content/pages.server";
import { createI18n, useTranslation } from "~/lib/i18n";
import { cvMeta } from "~/lib/page-meta";
import { languageFromPath, paths } from "~/lib/paths";
import { useSite } from "~/lib/use-site";

import type { Route } from "./+types/cv";

export function loader({ request }: Route.LoaderArgs) {
  return cvPageData(languageFromPath(new URL(request.url).pathname));
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const { siteUrl, owner, messages, lang } = matches[0].loaderData;
  const { t } = createI18n(lang, messages);
  return cvMeta({
    pathname: location.pathname,
    siteUrl,
    owner,
    title: t("cv.metaTitle", { name: owner.name }),
    description: t("cv.metaDescription", { name: owner.name }),
    jobTitle: loaderData.jobTitle,
    shareImage: loaderData.shareImage,
  });
}

export default function Cv({ loaderData: cv }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, owner } = useSite();
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
        <header className="flex flex-wrap items-end justify-between gap-6 pb-6 print:pb-3">
          <div className="space-y-2">
            <p className="text-xs font-semibold tracking-widest text-primary uppercase print:hidden">
              {t("cv.heading")}
            </p>
            <h1 className="text-title font-bold tracking-tight print:text-[20pt]">{owner.name}</h1>
            <p className="text-lg print:text-[11pt]">{cv.tagline}</p>
            <CvContact owner={owner} />
          </div>
          <div className="flex flex-wrap gap-3 print:hidden">
            <DownloadCv />
            <PrintButton />
          </div>
        </header>
        <Prerendered revision={lang} className="space-y-6 print:space-y-3">
          <CvSection title={t("cv.sections.focus")}>
            <p>{cv.focus.text}</p>
          </CvSection>
          <CvSection title={t("cv.sections.skills")}>
            <ul className="flex flex-wrap gap-2">
              {cv.skills.map((skill) => (
                <li key={skill}>
                  <Chip variant="outline" className="print:text-[8.5pt]">
                    {skill}
                  </Chip>
                </li>
              ))}
            </ul>
          </CvSection>
          <CvSection title={t("cv.sections.experience")}>
            <ul className="space-y-3 print:space-y-1.5">
              {cv.experience.map((job) => (
                <CvEntry
                  key={`${job.title}-${job.period}`}
                  title={job.title}
                  when={job.period}
                  detail={
                    job.url ? (
                      <a className="cv-link underline-offset-4 hover:underline" href={job.url}>
                        {job.company}
                      </a>
                    ) : (
                      job.company
                    )
                  }
                />
              ))}
            </ul>
          </CvSection>
          <CvSection title={t("cv.sections.projects")}>
            <ul className="space-y-3 print:space-y-1.5">
              {cv.projects.map((project) => (
                <CvEntry
                  key={project.id}
                  title={project.title}
                  when={project.year}
                  detail={
                    <Link
                      to={paths.project(lang, project.id)}
                      className="underline-offset-4 hover:underline"
                    >
                      {project.subtitle}
                    </Link>
                  }
                />
              ))}
            </ul>
          </CvSection>
          <CvSection title={t("cv.sections.awards")}>
            <ul className="space-y-2 print:space-y-1">
              {cv.awards.map((award) => (
                <CvEntry key={award.name} title={award.name} when={award.year} />
              ))}
            </ul>
          </CvSection>
          <CvSection title={t("cv.sections.education")}>
            <ul className="space-y-3 print:space-y-1.5">
              {cv.education.map((entry) => (
                <CvEntry
                  key={entry.degree}
                  title={entry.degree}
                  when={entry.year}
                  detail={entry.institution}
                />
              ))}
            </ul>
          </CvSection>
          <CvSection title={t("cv.sections.publications")}>
            <ul className="space-y-3 print:space-y-1.5">
              {cv.publications.map((publication) => (
                <CvEntry
                  key={publication.title}
                  title={publication.title}
                  detail={publication.citation}
                />
              ))}
            </ul>
          </CvSection>
        </Prerendered>
      </main>
    </>
  );
}

/** `?print` (a shareable "print this" address) opens the print dialog once the page is shown. */
function usePrintOnArrival() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const wantsPrint = params.has(printParam);
  useEffect(() => {
    if (!wantsPrint) return;
    void navigate(".", { replace: true, preventScrollReset: true });
    window.print();
  }, [wantsPrint, navigate]);
}
