import Download from "lucide-react/icons/download";

import { Button } from "~/components/ui/button";
import { cvPdfPath } from "~/lib/cv-pdf-path";
import { useTranslation } from "~/lib/i18n";
import { useSite } from "~/lib/use-site";

/** Downloads the PDF CV the build made for the page's language (scripts/build/cv-pdf.ts). */
export function DownloadCv({ variant }: { variant?: "default" | "secondary" }) {
  const { t } = useTranslation();
  const { lang, owner } = useSite();
  const href = cvPdfPath(lang, owner.name);
  return (
    <Button asChild variant={variant} className="print:hidden">
      <a href={href} download={href.slice(1)} type="application/pdf">
        <Download />
        {t("cv.download")}
      </a>
    </Button>
  );
}
