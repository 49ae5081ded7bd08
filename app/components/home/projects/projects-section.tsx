import { memo, useRef } from "react";

import { ProjectCard } from "~/components/home/projects/project-card";
import { TagFilter, tagFilterAttribute } from "~/components/home/projects/tag-filter";
import { useTagFilter } from "~/components/home/projects/use-tag-filter";
import { SectionHeading } from "~/components/home/section-heading";
import { Prerendered } from "~/components/ui/prerendered";
import type { ProjectCard as ProjectCardData, TagLabel } from "~/content/pages.server";
import { useTranslation } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/lib/use-site";

type ProjectsSectionProps = { projects: ProjectCardData[]; tags: TagLabel[] };

export function ProjectsSection({ projects, tags }: ProjectsSectionProps) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const filter = useRef<HTMLFieldSetElement>(null);
  const { active, select } = useTagFilter(tags, filter);
  return (
    <section
      id="projects"
      aria-labelledby="projects-title"
      className="border-y bg-muted/40 py-24 sm:py-32"
    >
      <FilterStyles tags={tags} />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Prerendered revision={lang}>
          <SectionHeading
            eyebrow={t("home.projects.eyebrow")}
            title={t("home.projects.title")}
            titleId="projects-title"
          >
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
              {t("home.projects.intro")}
            </p>
          </SectionHeading>
        </Prerendered>
        <TagFilter ref={filter} tags={tags} onSelect={select} className="mt-10" />
        <FilterStatus projects={projects} tags={tags} active={active} />
        <ProjectGrid projects={projects} active={active} revision={lang} />
      </div>
    </section>
  );
}

/**
 * The filter's rules, one per tag: the chosen radio hides the projects without its tag and the
 * status lines of the other tags. Before the app runs this is all there is (`:has()`); once it runs,
 * the grid also carries the active tag, for engines without `:has()`. Each rule asks the filter's
 * own fieldset, not the section, whether its radio is checked, and reaches the cards and status
 * lines as the fieldset's following siblings: a browser answering `:has()` for the section walked
 * all the cards once per tag on every tap (most of a tap's 18 ms of style at 4x CPU).
 */
function filterStyles(tags: TagLabel[]): string {
  const rule = (id: string) => {
    const value = JSON.stringify(id);
    const chosen = `[${tagFilterAttribute}]:has([value=${value}]:checked)~*`;
    const others = id
      ? `:is([data-tags]:not([data-tags~=${value}]),[data-status]:not([data-status=${value}]))`
      : `[data-status]:not([data-status=""])`;
    const grid = id ? `,[data-active-tag=${value}]>:not([data-tags~=${value}])` : "";
    return `${chosen} ${others}${grid}{display:none}`;
  };
  return ["", ...tags.map((tag) => tag.id)].map(rule).join("\n");
}

// Memoised: a tap on a tag re-renders the section, and the rules depend on the tags alone.
const FilterStyles = memo(function FilterStyles({ tags }: { tags: TagLabel[] }) {
  return <style dangerouslySetInnerHTML={{ __html: filterStyles(tags) }} />;
});

type FilterStatusProps = { projects: ProjectCardData[]; tags: TagLabel[]; active: string | null };

/** "Showing N projects tagged X": every line in the page for CSS to choose from, until the app runs. */
function FilterStatus({ projects, tags, active }: FilterStatusProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const line = (tag: TagLabel | undefined) => {
    const count = tag
      ? projects.filter((project) => project.tags.some(({ id }) => id === tag.id)).length
      : projects.length;
    return tag
      ? t("home.projects.showingTagged", { count, tag: tag.label })
      : t("home.projects.showingAll", { count });
  };
  return (
    <p role="status" className="mt-6 text-sm font-medium text-muted-foreground">
      {hydrated ? (
        line(tags.find((tag) => tag.id === active))
      ) : (
        <>
          <span data-status="">{line(undefined)}</span>
          {tags.map((tag) => (
            <span key={tag.id} data-status={tag.id}>
              {line(tag)}
            </span>
          ))}
        </>
      )}
    </p>
  );
}

type ProjectGridProps = { projects: ProjectCardData[]; active: string | null; revision: string };

// The cards never re-render to filter: the grid's attribute changes and CSS does the rest, so a tap
// on a tag costs a style recalculation, not 26 cards.
function ProjectGrid({ projects, active, revision }: ProjectGridProps) {
  return (
    <Prerendered
      as="ul"
      revision={revision}
      data-active-tag={active ?? ""}
      className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      <ProjectItems projects={projects} />
    </Prerendered>
  );
}

const ProjectItems = memo(function ProjectItems({ projects }: { projects: ProjectCardData[] }) {
  return projects.map((project) => (
    // A card is 480-560 px tall at every width: that is the guess until it is rendered. The item
    // clips what it paints to its own box (content-visibility implies paint containment), so it
    // reaches past the card into the gap (0.75rem, 1.5rem below) for the card's hover shadow and
    // focus outline.
    <li
      key={project.id}
      data-tags={project.tags.map((tag) => tag.id).join(" ")}
      className="-mx-3 -mt-3 -mb-6 px-3 pt-3 pb-6 render-when-visible [--rendered-height-guess:32rem]"
    >
      <ProjectCard project={project} />
    </li>
  ));
});
