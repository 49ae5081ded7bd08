import Download from "lucide-react/icons/download";

import { Button } from "#app/components/ui/button.tsx";
import { cvPdfPath } from "#app/lib/cv-pdf-path.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useSite } from "#app/lib/use-site.ts";

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
