import ArrowUpRight from "lucide-react/icons/arrow-up-right";

import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { About } from "#app/content/schema.ts";

// The four lists shown under the about tabs, one small component each.

export function ExperienceList({ entries }: { entries: About["experience"] }) {
  return (
    <ol className="divide-y divide-border border-y border-border">
      {entries.map((entry) => (
        <li
          key={`${entry.title}-${entry.period}`}
          className="grid gap-1 py-5 sm:grid-cols-[11rem_1fr] sm:gap-8"
        >
          <p className="text-sm font-medium text-muted-foreground tabular-nums sm:pt-0.5">
            {entry.period}
          </p>
          <div>
            <h3 className="text-lg leading-snug font-semibold">{entry.title}</h3>
            <p className="mt-1 text-muted-foreground">
              {entry.url ? (
                <ExternalLink
                  href={entry.url}
                  className="inline-flex items-center gap-1 font-medium text-foreground underline-offset-4 hover:text-primary hover:underline"
                >
                  {entry.company}
                  <ArrowUpRight aria-hidden="true" className="size-4" />
                </ExternalLink>
              ) : (
                entry.company
              )}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function AwardList({ entries }: { entries: About["awards"] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {entries.map((award) => (
        <li
          key={`${award.name}-${award.year}`}
          className="flex items-start gap-4 rounded-xl border bg-card p-5"
        >
          <span className="rounded-md bg-accent px-2 py-1 text-sm font-semibold text-accent-foreground tabular-nums">
            {award.year}
          </span>
          <h3 className="leading-snug font-medium">{award.name}</h3>
        </li>
      ))}
    </ul>
  );
}

export function EducationList({ entries }: { entries: About["education"] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {entries.map((entry) => (
        <li key={`${entry.degree}-${entry.year}`} className="rounded-xl border bg-card p-5">
          <p className="text-sm font-semibold text-primary tabular-nums">{entry.year}</p>
          <h3 className="mt-2 leading-snug font-semibold">{entry.degree}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{entry.institution}</p>
        </li>
      ))}
    </ul>
  );
}

export function PublicationList({ entries }: { entries: About["publications"] }) {
  return (
    <ul className="divide-y divide-border">
      {entries.map((publication) => (
        <li key={publication.title} className="py-5 first:pt-0 last:pb-0">
          <h3 className="leading-snug font-semibold text-pretty">{publication.title}</h3>
          <p className="mt-2 text-sm leading-relaxed break-words text-muted-foreground">
            {publication.citation}
          </p>
        </li>
      ))}
    </ul>
  );
}
