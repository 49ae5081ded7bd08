import { contactReasons } from "#app/lib/contact-schema.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

/** The reason select's options: its placeholder, then one per reason of the specification. */
export function ReasonOptions() {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t("contact.fields.reason.placeholder")}</option>
      {contactReasons.map((reason) => (
        <option key={reason} value={reason}>
          {t(`contact.reasons.${reason}`)}
        </option>
      ))}
    </>
  );
}
