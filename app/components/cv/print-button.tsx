import { Printer } from "lucide-react";
import { useTranslation } from "~/lib/i18n";
import { Button } from "~/components/ui/button";

/** Opens the browser's print dialog, where "Save as PDF" gives the visitor a copy of the CV. */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Button onClick={() => window.print()} title={t("cv.printHint")} className="print:hidden">
      <Printer />
      {t("cv.download")}
    </Button>
  );
}
