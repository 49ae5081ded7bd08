import { FileText, Printer } from "lucide-react";
import { useTranslation } from "~/lib/i18n";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { paths, type Language } from "~/lib/paths";

/**
 * The about section's way to the CV: read it, or go straight to printing it (the CV page opens the
 * print dialog on arrival with ?print, where "Save as PDF" gives the visitor a copy).
 */
export function CvLinks({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="outline">
        <Link to={paths.cv(lang)}>
          <FileText />
          {t("cv.view")}
        </Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to={`${paths.cv(lang)}?print`} title={t("cv.printHint")}>
          <Printer />
          {t("cv.download")}
        </Link>
      </Button>
    </div>
  );
}
