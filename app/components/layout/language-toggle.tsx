import { useTranslation } from "~/lib/i18n";
import { useLocation, useNavigate } from "react-router";
import { storeLanguage } from "~/lib/language-detection";
import { languageFromPath, otherLanguage, twinPath } from "~/lib/paths";

/** The fixed button that shows the other language's code and moves to the same page in it. */
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
      className="fixed right-4 bottom-4 z-50 grid size-12 place-items-center rounded-full bg-primary text-sm font-bold tracking-wide text-primary-foreground shadow-lg transition-transform hover:scale-105 active:scale-95 print:hidden"
    >
      {t("common.languageToggle.code")}
    </button>
  );
}
