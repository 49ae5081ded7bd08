import { ProjectCard } from "~/components/home/projects/project-card";
import { TagFilter } from "~/components/home/projects/tag-filter";
import { useTagFilter } from "~/components/home/projects/use-tag-filter";
import { SectionHeading } from "~/components/home/section-heading";
import type { ProjectCard as ProjectCardData, TagLabel } from "~/content/pages.server";
import { useTranslation } from "~/lib/i18n";

type ProjectsSectionProps = { projects: ProjectCardData[]; tags: TagLabel[] };

export function ProjectsSection({ projects, tags }: ProjectsSectionProps) {
  const { t } = useTranslation();
  const { active, select } = useTagFilter(tags);
  const shown = active
    ? projects.filter((project) => project.tags.some((tag) => tag.id === active.id))
    : projects;

  return (
    <section
      id="projects"
      aria-labelledby="projects-title"
      className="border-y bg-muted/40 py-24 sm:py-32"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          eyebrow={t("home.projects.eyebrow")}
          title={t("home.projects.title")}
          titleId="projects-title"
        >
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            {t("home.projects.intro")}
          </p>
        </SectionHeading>
        <TagFilter tags={tags} activeId={active?.id ?? null} onSelect={select} className="mt-10" />
        <p role="status" className="mt-6 text-sm font-medium text-muted-foreground">
          {active
            ? t("home.projects.showingTagged", { count: shown.length, tag: active.label })
            : t("home.projects.showingAll", { count: shown.length })}
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            // A card is 480-560 px tall at every width: that is the guess until it is rendered. The
            // item clips what it paints to its own box (content-visibility implies paint
            // containment), so it reaches past the card into the gap (0.75rem, 1.5rem below) for
            // the card's hover shadow and focus outline.
            <li
              key={project.id}
              className="-mx-3 -mt-3 -mb-6 px-3 pt-3 pb-6 render-when-visible [--rendered-height-guess:32rem]"
            >
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
