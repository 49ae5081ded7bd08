import FileText from "lucide-react/icons/file-text";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n";
import { type Language, paths } from "~/lib/paths";

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
