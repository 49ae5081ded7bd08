import { useEffect, useRef, useState } from "react";

import { afterNextPaint } from "#app/boot/after-next-paint.ts";
import type { FirstPaintHandle } from "#app/boot/first-paint-hold.tsx";
import { isHydrating } from "#app/boot/hydration.ts";
import { Unhydrated } from "#app/boot/unhydrated.tsx";
import { TopBar } from "#app/components/layout/top-bar.tsx";
import { BackToProjectsLink } from "#app/components/project/back-to-projects-link.tsx";
import { ProjectBody } from "#app/components/project/project-body.tsx";
import { ProjectHeader } from "#app/components/project/project-header.tsx";
import { ProjectNotFound } from "#app/components/project/project-not-found.tsx";
import { RelatedProjects, relatedProjectsId } from "#app/components/project/related-projects.tsx";
import {
  useOpensAtTop,
  useProjectScrollReset,
} from "#app/components/project/use-project-scroll-reset.ts";
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

/**
 * Whether to render only the project's first screen: a project the app opens at its top renders its
 * header and first blocks for the frame the visitor waits for, and the rest of the case study and
 * its related projects in a task after that frame (at 4x CPU, React spent about 140 ms rendering
 * and committing the whole page before it). Loaded, restored or toggled to the other language
 * (where the position is kept), the page renders whole.
 */
function useFirstScreenFirst(revision: string, opensAtTop: boolean): boolean {
  const [whole, setWhole] = useState<string | null>(() =>
    isHydrating() || !opensAtTop ? revision : null,
  );
  const firstScreenOnly = whole !== revision && opensAtTop;
  useEffect(() => {
    if (firstScreenOnly) afterNextPaint(() => setWhole(revision));
  }, [firstScreenOnly, revision]);
  return firstScreenOnly;
}

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
  // What the static parts show: another project or language renders them afresh.
  const revision = `${lang}:${params.id}`;
  const firstScreenOnly = useFirstScreenFirst(revision, useOpensAtTop(params.id, lang));
  useProjectScrollReset(params.id, lang, headingRef);

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
                  firstScreenOnly={firstScreenOnly}
                  firstPictureTransitionName={projectTransitionName(project.id)}
                  className="mt-10 sm:mt-12"
                />
              </Unhydrated>
            </article>
            {firstScreenOnly ? null : (
              <Unhydrated revision={revision}>
                <RelatedProjects
                  projects={project.related}
                  className="mx-auto max-w-4xl border-t border-border pt-12 pb-28 render-when-visible sm:pt-16"
                />
              </Unhydrated>
            )}
          </>
        ) : (
          <ProjectNotFound />
        )}
      </main>
    </>
  );
}
