import { Link } from "react-router";

import type { CvEntry, CvLink } from "#app/content/cv-model.server.ts";

/** A section's rows; rows of a single line (awards have no detail) sit closer together. */
export function CvEntries({ entries }: { entries: CvEntry[] }) {
  const oneLine = entries.every((entry) => !entry.detail);
  return (
    <ul className={oneLine ? "space-y-2 print:space-y-1" : "space-y-3 print:space-y-1.5"}>
      {entries.map((entry) => (
        <Entry key={`${entry.title}-${entry.when ?? ""}`} entry={entry} />
      ))}
    </ul>
  );
}

/** One row of the CV; never split across printed pages. */
function Entry({ entry: { title, when, detail, link } }: { entry: CvEntry }) {
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
        <div className="text-sm text-muted-foreground print:text-[9pt]">
          {link ? <DetailLink link={link}>{detail}</DetailLink> : detail}
        </div>
      ) : null}
    </li>
  );
}

/**
 * A project opens in the app; another site's address is a plain link, which the printed page
 * follows with the address itself (app.css, `.cv-link`).
 */
function DetailLink({ link, children }: { link: CvLink; children: string }) {
  if (link.kind === "page") {
    return (
      <Link to={link.path} className="underline-offset-4 hover:underline">
        {children}
      </Link>
    );
  }
  return (
    <a className="cv-link underline-offset-4 hover:underline" href={link.url}>
      {children}
    </a>
  );
}
