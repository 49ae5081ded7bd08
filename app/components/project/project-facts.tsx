import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";

import { Chip } from "#app/components/ui/chip.tsx";
import { cn } from "#app/lib/cn.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

type ProjectFactsProps = React.ComponentProps<"dl"> & {
  year: number;
  readTime: number;
  tags: { id: string; label: string }[];
};

/** Year, reading time and tags; the terms are for screen readers, sighted visitors get icons. */
export function ProjectFacts({ year, readTime, tags, className, ...props }: ProjectFactsProps) {
  const { t } = useTranslation();
  return (
    <dl
      className={cn(
        "flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-muted-foreground",
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">{t("project.facts.year")}</dt>
        <CalendarDays aria-hidden="true" className="size-4" />
        <dd className="font-medium text-foreground tabular-nums">{year}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">{t("project.facts.readTime")}</dt>
        <Clock aria-hidden="true" className="size-4" />
        <dd className="font-medium text-foreground">
          {t("project.readTime", { minutes: readTime })}
        </dd>
      </div>
      <div className="basis-full sm:basis-auto">
        <dt className="sr-only">{t("project.facts.tags")}</dt>
        <dd>
          <ul className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag.id}>
                <Chip>{tag.label}</Chip>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
