export function CvSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-border pt-5 sm:grid-cols-[10rem_1fr] sm:gap-6 print:grid-cols-[8.5rem_1fr] print:gap-4 print:pt-3">
      <h2 className="text-xs font-semibold tracking-widest text-primary uppercase print:text-[8pt]">
        {title}
      </h2>
      <div className="min-w-0">{children}</div>
    </section>
  );
}

type CvEntryProps = { title: string; detail?: React.ReactNode; when?: string | number };

/** One line-item of the CV; never split across printed pages. */
export function CvEntry({ title, detail, when }: CvEntryProps) {
  return (
    <li className="break-inside-avoid">
      {/* A grid, not a wrapping row: a long title wraps inside its own column and the period stays
          on the first line at the right, as in every other entry. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4">
        <p className="font-semibold">{title}</p>
        {when === undefined ? null : (
          <p className="text-sm whitespace-nowrap text-muted-foreground tabular-nums print:text-[8.5pt]">
            {when}
          </p>
        )}
      </div>
      {detail ? (
        <div className="text-sm text-muted-foreground print:text-[9pt]">{detail}</div>
      ) : null}
    </li>
  );
}
