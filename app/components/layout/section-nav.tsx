import { memo } from "react";
import { Link } from "react-router";

import { cn } from "#app/lib/cn.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { type Language, paths } from "#app/lib/paths.ts";
import { homeSections } from "#app/lib/scroll/scroll.ts";

import { SectionLink } from "./section-link";

type SectionNavProps = {
  lang: Language;
  onHome: boolean;
  onNavigate?: () => void;
  className?: string;
  /** The entries' block padding and text size (the bar's own: `py-2 text-sm`). */
  itemClassName?: string;
};

/**
 * The four section entries: in-page links on the home page, links back to it anywhere else.
 * Memoised: opening or closing the phone menu re-renders the top bar, not its links.
 */
export const SectionNav = memo(function SectionNav({
  lang,
  onHome,
  onNavigate,
  className,
  itemClassName,
}: SectionNavProps) {
  const { t } = useTranslation();
  const item = cn(
    "rounded-md px-3 font-medium text-foreground/80 transition-colors hover:bg-muted hover:text-foreground",
    itemClassName ?? "py-2 text-sm",
  );
  return (
    <ul className={className}>
      {homeSections.map((id) => (
        <li key={id}>
          {onHome ? (
            <SectionLink section={id} className={item} onNavigate={onNavigate}>
              {t(`nav.sections.${id}`)}
            </SectionLink>
          ) : (
            <Link to={`${paths.home(lang)}#${id}`} className={item} onClick={onNavigate}>
              {t(`nav.sections.${id}`)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
});
