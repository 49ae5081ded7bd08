import LoaderCircle from "lucide-react/icons/loader-circle";

import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

export type ContactFormFooterProps = {
  submitting: boolean;
  onCancel: () => void;
  submitRef: React.Ref<HTMLButtonElement>;
};

/** Cancel and send; both are disabled while the message is on its way. */
export function ContactFormFooter({ submitting, onCancel, submitRef }: ContactFormFooterProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" disabled={submitting} onClick={onCancel}>
        {t("contact.cancel")}
      </Button>
      <Button ref={submitRef} type="submit" disabled={submitting} className="sm:min-w-36">
        {submitting ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : null}
        {submitting ? t("contact.sending") : t("contact.submit")}
      </Button>
    </div>
  );
}
