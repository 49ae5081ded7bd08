import { useRef } from "react";
import { toast } from "sonner";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useSite } from "#app/lib/use-site.ts";

import { ContactForm } from "./contact-form";
import { useContactSubmission } from "./use-contact-submission";

// This module is the contact form's chunk: it, the dialog, react-hook-form, zod and sonner load
// only when a visitor is about to open the form (see contact-button.tsx).
export { ContactToaster } from "./contact-toaster";

export type ContactDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes: the button that opened it. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
};

export function ContactDialog({ open, onOpenChange, returnFocusTo }: ContactDialogProps) {
  const { t } = useTranslation();
  const { owner } = useSite();
  const failureToast = useRef<string | number | null>(null);
  // The form lives here, outside the dialog's content, so closing the dialog keeps what was typed.
  const submission = useContactSubmission({
    open,
    onSending: () => {
      // A new attempt makes the last failure's toast stale.
      if (failureToast.current !== null) toast.dismiss(failureToast.current);
    },
    onSent: () => {
      onOpenChange(false);
      toast.success(t("contact.toast.successTitle"), {
        description: t("contact.toast.successDescription"),
        duration: 6000,
      });
    },
    onFailed: () => {
      failureToast.current = toast.error(t("contact.toast.errorTitle"), {
        description: t("contact.toast.errorDescription"),
        duration: 10_000,
      });
    },
  });
  const { submitting } = submission;

  function changeOpen(next: boolean) {
    // Escape, the close icon and outside clicks wait while a message is on its way.
    if (next || !submitting) onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        closeLabel={t("contact.close")}
        closeDisabled={submitting}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          submission.focusFirstField();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        onPointerDownOutside={(event) => {
          // A click on a toast is not a wish to leave the form.
          if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]")) {
            event.preventDefault();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("contact.title")}</DialogTitle>
          <DialogDescription>{t("contact.description")}</DialogDescription>
          <p className="text-sm text-muted-foreground">
            {t("contact.direct")}{" "}
            <a
              href={`mailto:${owner.email}`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {owner.email}
            </a>
          </p>
        </DialogHeader>
        <ContactForm submission={submission} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
