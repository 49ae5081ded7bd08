import { useRef } from "react";

import type { FirstPaintHandle } from "#app/boot/first-paint-hold.tsx";
import { Unhydrated } from "#app/boot/unhydrated.tsx";
import { TopBar } from "#app/components/layout/top-bar.tsx";
import { BackToProjectsLink } from "#app/components/project/back-to-projects-link.tsx";
import { ProjectBody } from "#app/components/project/project-body.tsx";
import { ProjectHeader } from "#app/components/project/project-header.tsx";
import { ProjectNotFound } from "#app/components/project/project-not-found.tsx";
import { RelatedProjects, relatedProjectsId } from "#app/components/project/related-projects.tsx";
import { useProjectScrollReset } from "#app/components/project/use-project-scroll-reset.ts";
import { projectPageData } from "#app/content/pages.server.ts";
import { projectTransitionName } from "#app/lib/page-transition.ts";
import { languageFromPath } from "#app/lib/paths.ts";
import { notFoundMeta, projectMeta } from "#app/lib/seo/page-meta.ts";
import { useSite } from "#app/lib/use-site.ts";

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
                <Unhydrated revision={revision}>
                  <ProjectHeader project={project} headingRef={headingRef} />
                </Unhydrated>
              </div>
              <Unhydrated revision={revision}>
                <ProjectBody
                  blocks={project.blocks}
                  firstPictureTransitionName={projectTransitionName(project.id)}
                  className="mt-10 sm:mt-12"
                />
              </Unhydrated>
            </article>
            <Unhydrated revision={revision}>
              <RelatedProjects
                projects={project.related}
                className="mx-auto max-w-4xl border-t border-border pt-12 pb-28 render-when-visible sm:pt-16"
              />
            </Unhydrated>
          </>
        ) : (
          <ProjectNotFound />
        )}
      </main>
    </>
  );
}
