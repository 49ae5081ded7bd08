import Printer from "lucide-react/icons/printer";

import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

/** The query parameter that asks the CV page to open the print dialog (`/cv?print`). */
export const printParam = "print";

/** The CV's second action: the browser's print dialog, for a paper copy. */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline"
      onClick={() => window.print()}
      title={t("cv.printHint")}
      data-requires-script=""
      // The address that asks for this action starts the app at once (app/boot/page/app-start.ts).
      data-url-action={printParam}
      className="print:hidden"
    >
      <Printer />
      {t("cv.print")}
    </Button>
  );
}
