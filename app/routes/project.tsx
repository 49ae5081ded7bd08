import { useRef } from "react";

import type { FirstPaintHandle } from "~/components/layout/first-paint-hold";
import { TopBar } from "~/components/layout/top-bar";
import { BackToProjectsLink } from "~/components/project/back-to-projects-link";
import { ProjectBody } from "~/components/project/project-body";
import { ProjectHeader } from "~/components/project/project-header";
import { ProjectNotFound } from "~/components/project/project-not-found";
import { RelatedProjects, relatedProjectsId } from "~/components/project/related-projects";
import { useProjectScrollReset } from "~/components/project/use-project-scroll-reset";
import { Prerendered } from "~/components/ui/prerendered";
import { projectPageData } from "~/content/pages.server";
import { notFoundMeta, projectMeta } from "~/lib/page-meta";
import { languageFromPath } from "~/lib/paths";
import { useSite } from "~/lib/use-site";

import type { Route } from "./+types/project";

export function loader({ request, params }: Route.LoaderArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  return { project: projectPageData(lang, params.id) };
}

// The first paint waits for the whole article (ADR 18): it is short, and parsed whole it is laid out
// before the first paint rather than in long tasks after it. An unknown project has no article.
export const handle: FirstPaintHandle = {
  firstPaintAfter: (loaderData) =>
    typeof loaderData === "object" &&
    loaderData !== null &&
    "project" in loaderData &&
    loaderData.project
      ? relatedProjectsId
      : undefined,
};

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const { siteUrl, owner, messages } = matches[0].loaderData;
  const { project } = loaderData;
  if (!project) return notFoundMeta(messages.project.notFound);
  return projectMeta({ pathname: location.pathname, siteUrl, owner, project });
}

export default function Project({ loaderData, params }: Route.ComponentProps) {
  const { project } = loaderData;
  const { lang } = useSite();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useProjectScrollReset(params.id, lang, headingRef);
  // What the static parts show: another project or language renders them afresh.
  const revision = `${lang}:${params.id}`;

  return (
    <>
      <TopBar />
      <main id="main" className="px-4 pt-16 sm:px-6">
        {project ? (
          <>
            <article className="mx-auto max-w-4xl pt-6 pb-16 sm:pt-10 sm:pb-20">
              <div className="mx-auto flex max-w-2xl flex-col gap-6 sm:gap-8">
                <BackToProjectsLink className="self-start" />
                <Prerendered revision={revision}>
                  <ProjectHeader project={project} headingRef={headingRef} />
                </Prerendered>
              </div>
              <Prerendered revision={revision}>
                <ProjectBody blocks={project.blocks} className="mt-10 sm:mt-12" />
              </Prerendered>
            </article>
            <Prerendered revision={revision}>
              <RelatedProjects
                projects={project.related}
                className="mx-auto max-w-4xl border-t border-border pt-12 pb-28 render-when-visible sm:pt-16"
              />
            </Prerendered>
          </>
        ) : (
          <ProjectNotFound />
        )}
      </main>
    </>
  );
}
