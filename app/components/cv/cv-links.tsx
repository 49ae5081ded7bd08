import FileText from "lucide-react/icons/file-text";
import { Link } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { type Language, paths } from "#app/lib/paths.ts";

import { DownloadCv } from "./download-cv";

/** The about section's way to the CV: read it on its page, or download the PDF. */
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
      <DownloadCv variant="secondary" />
    </div>
  );
}
