import { Printer } from "lucide-react";

import { Button } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n";

/** The CV's second action: the browser's print dialog, for a paper copy. */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline"
      onClick={() => window.print()}
      title={t("cv.printHint")}
      data-requires-script=""
      className="print:hidden"
    >
      <Printer />
      {t("cv.print")}
    </Button>
  );
}
