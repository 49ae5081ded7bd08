import type { TagLabel } from "~/content/pages.server";
import { cn } from "~/lib/cn";
import { useTranslation } from "~/lib/i18n";

type TagFilterProps = {
  tags: TagLabel[];
  activeId: string | null;
  onSelect: (id: string | null) => void;
  className?: string;
};

export function TagFilter({ tags, activeId, onSelect, className }: TagFilterProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t("home.projects.filterLabel")}
      className={cn("flex flex-wrap gap-1.5 sm:gap-2", className)}
    >
      <FilterButton pressed={activeId === null} onClick={() => onSelect(null)}>
        {t("home.projects.all")}
      </FilterButton>
      {tags.map((tag) => (
        <FilterButton key={tag.id} pressed={activeId === tag.id} onClick={() => onSelect(tag.id)}>
          {tag.label}
        </FilterButton>
      ))}
    </div>
  );
}

type FilterButtonProps = Omit<React.ComponentProps<"button">, "aria-pressed"> & {
  pressed: boolean;
};

function FilterButton({ pressed, className, ...props }: FilterButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        "inline-flex h-8 items-center rounded-full border border-border bg-card px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:border-foreground/30 hover:text-foreground sm:h-9 sm:px-4",
        "aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:shadow-sm aria-pressed:hover:text-primary-foreground",
        className,
      )}
      {...props}
    />
  );
}
