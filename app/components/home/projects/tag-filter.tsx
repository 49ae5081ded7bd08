import { memo } from "react";

import type { TagLabel } from "~/content/pages.server";
import { cn } from "~/lib/cn";
import { useTranslation } from "~/lib/i18n";

/** The radio group's name; "" is All. */
export const tagInputName = "tag";

/** Marks the filter's fieldset, which the filter's CSS rules ask which radio is checked. */
export const tagFilterAttribute = "data-tag-filter";

/** The grid's mark of the chosen tag ("" is All), once the app follows the filter. */
export const activeTagAttribute = "data-active-tag";

type TagFilterProps = {
  ref?: React.Ref<HTMLFieldSetElement>;
  tags: TagLabel[];
  /** A visitor chose a tag (null: All). The page shows the choice by itself, in CSS. */
  onSelect: (id: string | null) => void;
  className?: string;
};

/**
 * One radio per tag plus All. The browser keeps the choice, so it works before the app has loaded
 * and without JavaScript, and CSS hides the other projects (filterStyles in projects-section.tsx).
 * The radios are uncontrolled: the app reads and sets them, but never re-renders them to filter.
 */
// Memoised: a tap re-renders the section around it, and the options never change for a tap.
export const TagFilter = memo(function TagFilter({
  ref,
  tags,
  onSelect,
  className,
}: TagFilterProps) {
  const { t } = useTranslation();
  const choose = (event: React.ChangeEvent<HTMLInputElement>) =>
    onSelect(event.currentTarget.value || null);
  return (
    <fieldset ref={ref} className={className} {...{ [tagFilterAttribute]: "" }}>
      <legend className="sr-only">{t("home.projects.filterLabel")}</legend>
      <div className="flex flex-wrap gap-1.5 sm:gap-2">
        <FilterOption value="" defaultChecked onChange={choose}>
          {t("home.projects.all")}
        </FilterOption>
        {tags.map((tag) => (
          <FilterOption key={tag.id} value={tag.id} onChange={choose}>
            {tag.label}
          </FilterOption>
        ))}
      </div>
    </fieldset>
  );
});

type FilterOptionProps = Omit<React.ComponentProps<"input">, "type" | "name" | "children"> & {
  children: React.ReactNode;
};

function FilterOption({ children, className, ...props }: FilterOptionProps) {
  return (
    <label className={cn("relative inline-flex", className)}>
      <input type="radio" name={tagInputName} className="peer sr-only" {...props} />
      {/* One short class, 23 times in the page: its rules are in app.css (filter-chip). */}
      <span className="filter-chip">{children}</span>
    </label>
  );
}
