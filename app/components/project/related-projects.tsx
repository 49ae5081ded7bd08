import ArrowRight from "lucide-react/icons/arrow-right";
import { useId } from "react";
import { Link } from "react-router";

import { cardLink } from "#app/boot/page/cards-in-view.ts";
import { cn } from "#app/lib/cn.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import {
  pageTransitionCardClass,
  pageTransitionClass,
  pageTransitionStyle,
  projectTransitionName,
} from "#app/lib/page-transition.ts";
import { paths } from "#app/lib/paths.ts";
import { usePageTransition } from "#app/lib/use-page-transition.ts";
import { useSite } from "#app/lib/use-site.ts";

import type { RelatedProject } from "./project-page-data";

type RelatedProjectsProps = React.ComponentProps<"section"> & { projects: RelatedProject[] };

/** The section's id: the address `/project/<id>#related`, and where the page's first paint ends. */
export const relatedProjectsId = "related";

export function RelatedProjects({ projects, className, ...props }: RelatedProjectsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      id={relatedProjectsId}
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {t("project.related.title")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        {projects.map((project) => (
          <li key={project.id}>
            <RelatedProjectCard project={project} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RelatedProjectCard({ project }: { project: RelatedProject }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const pageTransition = usePageTransition();
  return (
    // The title is the link and its overlay covers the card, so the link's name is just the title.
    // The card grows into the project's first picture (page-transition.ts); a page never relates to
    // itself, so its own picture's name stays unique.
    <div
      className={cn(
        "group relative flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-[border-color,box-shadow,transform] focus-within:border-primary/50 hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        pageTransitionClass,
        pageTransitionCardClass,
      )}
      style={pageTransitionStyle(projectTransitionName(project.id))}
    >
      <h3 className="text-lg font-semibold tracking-tight">
        <Link
          to={paths.project(lang, project.id)}
          viewTransition={pageTransition}
          {...cardLink}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {project.title}
        </Link>
      </h3>
      <p className="line-clamp-4 text-sm leading-relaxed text-muted-foreground">
        {project.description}
      </p>
      <p
        aria-hidden="true"
        className="mt-auto flex items-center gap-1.5 pt-2 text-sm font-medium text-primary"
      >
        {t("project.related.open")}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
      </p>
    </div>
  );
}
