import { useLocation, useNavigate } from "react-router";

import { cn } from "~/lib/cn";
import { useTranslation } from "~/lib/i18n";
import { storeLanguage } from "~/lib/language-detection";
import { languageFromPath, otherLanguage, twinPath } from "~/lib/paths";

/** The fixed button (in the top bar on small screens) that shows the other language's code and moves to the same page in it. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const target = otherLanguage(languageFromPath(location.pathname));

  function switchLanguage() {
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
    <button
      type="button"
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
      )}
    >
      {t("common.languageToggle.code")}
    </button>
  );
}
