import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";

import { cardLink } from "#app/boot/page/cards-in-view.ts";
import { Chip } from "#app/components/ui/chip.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ProjectCard as ProjectCardData } from "#app/content/pages.server.ts";
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

// Matches the grid: one column under 768 px, two up to 1024 px, three above (max-w-6xl container).
const projectThumbnailSizes =
  "(min-width: 1200px) 352px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 32px)";

export function ProjectCard({ project }: { project: ProjectCardData }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const pageTransition = usePageTransition();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm outline-ring transition-[box-shadow,translate] duration-300 hover:shadow-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 motion-safe:hover:-translate-y-1">
      {/* Grows into the project page's first picture (page-transition.ts): the frame, which clips
          the picture's hover zoom, rather than the picture. */}
      <div
        className={cn(
          "aspect-[8/5] overflow-hidden border-b bg-muted",
          pageTransitionClass,
          pageTransitionCardClass,
        )}
        style={pageTransitionStyle(projectTransitionName(project.id))}
      >
        <Picture
          image={project.thumbnail}
          sizes={projectThumbnailSizes}
          className="size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 className="text-lg leading-snug font-semibold tracking-tight">{project.title}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
          {project.description}
        </p>
        <ul aria-label={t("home.projects.tagsLabel")} className="mt-4 flex flex-wrap gap-1.5">
          {project.tags.map((tag) => (
            <li key={tag.id}>
              <Chip>{tag.label}</Chip>
            </li>
          ))}
        </ul>
        <Link
          to={paths.project(lang, project.id)}
          viewTransition={pageTransition}
          {...cardLink}
          // The link stretches over the whole card, so the card is one big target; the card shows focus.
          className="mt-5 inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 focus-visible:outline-none"
        >
          {/* Visible 'Learn more'; the spoken (and crawled) text names the project. */}
          <span aria-hidden="true">{t("home.projects.learnMore")}</span>
          <span className="sr-only">
            {t("home.projects.learnMoreAbout", { title: project.title })}
          </span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform motion-safe:group-hover:translate-x-1"
          />
        </Link>
      </div>
    </article>
  );
}
