import type { TagLabel } from "~/content/pages.server";
import { cn } from "~/lib/cn";
import { useTranslation } from "~/lib/i18n";

/** The radio group's name; "" is All. */
export const tagInputName = "tag";

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
export function TagFilter({ ref, tags, onSelect, className }: TagFilterProps) {
  const { t } = useTranslation();
  const choose = (event: React.ChangeEvent<HTMLInputElement>) =>
    onSelect(event.currentTarget.value || null);
  return (
    <fieldset ref={ref} className={className}>
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
}

type FilterOptionProps = Omit<React.ComponentProps<"input">, "type" | "name" | "children"> & {
  children: React.ReactNode;
};

function FilterOption({ children, className, ...props }: FilterOptionProps) {
  return (
    <label className={cn("relative inline-flex", className)}>
      <input type="radio" name={tagInputName} className="peer sr-only" {...props} />
      <span
        className={cn(
          "inline-flex h-8 cursor-pointer items-center rounded-full border border-border bg-card px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors select-none hover:border-foreground/30 hover:text-foreground sm:h-9 sm:px-4",
          "peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-checked:shadow-sm peer-checked:hover:text-primary-foreground",
          "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
          // Forced colours replace backgrounds with one system colour: the chosen tag takes the
          // system's highlight pair instead, so it stays distinct (WCAG 1.4.1).
          "forced-colors:peer-checked:border-[Highlight] forced-colors:peer-checked:bg-[Highlight] forced-colors:peer-checked:text-[HighlightText] forced-colors:peer-checked:forced-color-adjust-none",
        )}
      >
        {children}
      </span>
    </label>
  );
}
