import { useLocation, useNavigate } from "react-router";

import { storeLanguage } from "#app/boot/language-detection.ts";
import { isPlainClick } from "#app/boot/plain-click.ts";
import { cn } from "#app/lib/cn.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import {
  isErrorPlaceholder,
  languageFromPath,
  nextLanguage,
  paths,
  twinPath,
} from "#app/lib/paths.ts";

// The prerendered error pages live at placeholder paths that no visitor sees; before the app runs,
// their button leads to the next language's home page.

/**
 * The fixed button (in the top bar on small screens) that shows the next language's code: with two
 * languages, the other one (nextLanguage in lib/paths.ts). It is a link to the same page in that
 * language, so it works before the app has loaded and without JavaScript; once the app runs it
 * stores the choice and switches in place, keeping the scroll position.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const target = nextLanguage(languageFromPath(location.pathname));
  const href = isErrorPlaceholder(location.pathname)
    ? paths.home(target)
    : twinPath(location.pathname, target) + location.search + location.hash;

  function switchLanguage(event: React.MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    storeLanguage(target);
    void navigate(
      {
        pathname: twinPath(location.pathname, target),
        search: location.search,
        hash: location.hash,
      },
      { preventScrollReset: true },
    );
  }

  return (
    <a
      href={href}
      hrefLang={target}
      onClick={switchLanguage}
      aria-label={t("common.languageToggle.label")}
      title={t("common.languageToggle.label")}
      lang={target}
      className={cn(
        "fixed z-50 grid place-items-center rounded-full bg-primary font-bold tracking-wide text-primary-foreground transition-transform hover:scale-105 active:scale-95 print:hidden",
        // Below lg the text column reaches the screen's edges, so the button sits in the fixed top
        // bar (which keeps a slot for it) instead of floating over paragraphs.
        "top-3.5 right-4 size-9 text-xs sm:right-6",
        "lg:top-auto lg:right-4 lg:bottom-4 lg:size-12 lg:text-sm lg:shadow-lg",
        // Forced colours drop the filled background: an outline keeps the button's shape visible.
        "forced-colors:border-2 forced-colors:border-[ButtonText]",
      )}
    >
      {t("common.languageToggle.code")}
    </a>
  );
}
