import { memo, useRef } from "react";

import { Unhydrated } from "#app/boot/unhydrated.tsx";
import { ProjectCard } from "#app/components/home/projects/project-card.tsx";
import {
  activeTagAttribute,
  TagFilter,
  tagFilterAttribute,
} from "#app/components/home/projects/tag-filter.tsx";
import { useTagFilter } from "#app/components/home/projects/use-tag-filter.ts";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import type { ProjectCard as ProjectCardData, TagLabel } from "#app/content/pages.server.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useSite } from "#app/lib/use-site.ts";

type ProjectsSectionProps = { projects: ProjectCardData[]; tags: TagLabel[] };

export function ProjectsSection({ projects, tags }: ProjectsSectionProps) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const filter = useRef<HTMLFieldSetElement>(null);
  const { tag, initialTag } = useTagFilter(tags, filter);
  return (
    <section
      id="projects"
      aria-labelledby="projects-title"
      className="border-y bg-muted/40 py-24 sm:py-32"
    >
      {/* React writes the rules again only when they change: when the app reads the radios. */}
      <style dangerouslySetInnerHTML={{ __html: filterStyles(tags, tag === undefined) }} />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Unhydrated revision={lang}>
          <SectionHeading
            eyebrow={t("home.projects.eyebrow")}
            title={t("home.projects.title")}
            titleId="projects-title"
          >
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
              {t("home.projects.intro")}
            </p>
          </SectionHeading>
        </Unhydrated>
        <TagFilter ref={filter} tags={tags} checkedTag={tag ?? initialTag} className="mt-10" />
        <FilterStatus projects={projects} tags={tags} active={tag} />
        {/* The cards never re-render to filter: the grid carries the chosen tag and CSS does the
            rest, so a tap costs a style recalculation, not 26 cards. */}
        <Unhydrated
          as="ul"
          revision={lang}
          className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          {...{ [activeTagAttribute]: tag }}
        >
          <ProjectItems projects={projects} />
        </Unhydrated>
      </div>
    </section>
  );
}

/**
 * The filter's rules, one per tag: the chosen tag hides the projects without it, and the status
 * lines of the other tags. Before the app runs (and without JavaScript) the checked radio chooses,
 * through `:has()`; once the app reads the radios, the grid carries the chosen tag, rendered in the
 * tap itself, and only the grid's rules remain. Each selector ends in the attribute it is about, so a
 * browser tries it only on the cards or the status lines, and looks no further up than one parent.
 * The `:has()` rules are costly to keep: a tap's style recalculation tried each tag's `:has()` rule
 * on every card (a good part of a tap's style work),
 * so the app drops them once the grid's own mark does their work.
 */
function filterStyles(tags: TagLabel[], radios: boolean): string {
  const rule = (id: string) => {
    const value = JSON.stringify(id);
    const otherCards = `[data-tags]:not([data-tags~=${value}])`;
    const selectors = id ? [`[${activeTagAttribute}=${value}]>${otherCards}`] : [];
    if (radios) {
      const chosen = `[${tagFilterAttribute}]:has([value=${value}]:checked)~*>`;
      selectors.push(`${chosen}[data-status]:not([data-status=${value}])`);
      if (id) selectors.push(`${chosen}${otherCards}`);
    }
    return selectors.length ? `${selectors.join(",")}{display:none}` : "";
  };
  return ["", ...tags.map((tag) => tag.id)].map(rule).filter(Boolean).join("\n");
}

type FilterStatusProps = {
  projects: ProjectCardData[];
  tags: TagLabel[];
  active: string | undefined;
};

/**
 * "Showing N projects tagged X": every line in the page for CSS to choose from, until the app
 * reads the radios (`active` is undefined until then).
 */
function FilterStatus({ projects, tags, active }: FilterStatusProps) {
  const { t } = useTranslation();
  const line = (tag?: TagLabel) => {
    const count = tag
      ? projects.filter((project) => project.tags.some(({ id }) => id === tag.id)).length
      : projects.length;
    return tag
      ? t("home.projects.showingTagged", { count, tag: tag.label })
      : t("home.projects.showingAll", { count });
  };
  return (
    <p role="status" className="mt-6 text-sm font-medium text-muted-foreground">
      {active === undefined ? (
        <>
          <span data-status="">{line()}</span>
          {tags.map((tag) => (
            <span key={tag.id} data-status={tag.id}>
              {line(tag)}
            </span>
          ))}
        </>
      ) : (
        line(tags.find((tag) => tag.id === active))
      )}
    </p>
  );
}

const ProjectItems = memo(function ProjectItems({ projects }: { projects: ProjectCardData[] }) {
  return projects.map((project) => (
    // Until a card is rendered, its height is guessed: its usual one, alike at any width. The item
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
