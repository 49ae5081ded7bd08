import { memo } from "react";

import type { TagLabel } from "#app/content/pages.server.ts";
import { escapeMarkup } from "#app/lib/escape-markup.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

/** The radio group's name; "" is All. */
export const tagInputName = "tag";

/** Marks the filter's fieldset, which the filter's CSS rules ask which radio is checked. */
export const tagFilterAttribute = "data-tag-filter";

/** The grid's mark of the chosen tag ("" is All), once the app reads the radios. */
export const activeTagAttribute = "data-active-tag";

type TagFilterProps = {
  ref?: React.Ref<HTMLFieldSetElement>;
  tags: TagLabel[];
  /** The tag checked when the markup is written ("" is All); the browser keeps the choice after. */
  checkedTag: string;
  className?: string;
};

/**
 * One radio per tag plus All. The browser keeps the choice, so it works before the app has loaded
 * and without JavaScript, and CSS hides the other projects (filterStyles in projects-section.tsx).
 * The app reads the radios (useTagFilter) and sets one on Back and Forward, but never renders them
 * again.
 */
// Rendered again only for other options (the other language), on the tag chosen then, and never for
// a tap: the markup written again would put new radios under the visitor's finger.
export const TagFilter = memo(
  function TagFilter({ ref, tags, checkedTag, className }: TagFilterProps) {
    const { t } = useTranslation();
    const options = [{ id: "", label: t("home.projects.all") }, ...tags];
    return (
      <fieldset ref={ref} className={className} {...{ [tagFilterAttribute]: "" }}>
        <legend className="sr-only">{t("home.projects.filterLabel")}</legend>
        {/* The options are HTML, not React elements: after a change to a radio it renders, React
          rewrites every radio of the group (name, type and checked state), with or without a
          handler: work in each tap before any of the filter's own, and the style work of every
          radio leaving and rejoining its group. */}
        <div
          className="flex flex-wrap gap-1.5 sm:gap-2"
          dangerouslySetInnerHTML={{ __html: optionsHtml(options, checkedTag) }}
        />
      </fieldset>
    );
  },
  (before, after) =>
    before.tags === after.tags && before.ref === after.ref && before.className === after.className,
);

/** A chip's look is `filter-chip` in app.css, one short class. */
function optionsHtml(options: TagLabel[], checked: string): string {
  return options
    .map(
      ({ id, label }) =>
        `<label class="relative inline-flex"><input type="radio" class="peer sr-only" name="${tagInputName}" value="${escapeMarkup(id)}"${id === checked ? " checked" : ""}><span class="filter-chip">${escapeMarkup(label)}</span></label>`,
    )
    .join("");
}
