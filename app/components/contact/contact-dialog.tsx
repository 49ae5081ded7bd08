import { useEffect, useRef } from "react";
import { toast } from "sonner";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { ContactMessage } from "~/lib/contact-schema";
import { useTranslation } from "~/lib/i18n";
import { useSite } from "~/lib/use-site";

import { ContactForm, focusField } from "./contact-form";
import { sendContactMessage } from "./send-contact-message";
import { useContactForm } from "./use-contact-form";

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
  // The form lives here, outside the dialog's content, so closing the dialog keeps what was typed.
  const form = useContactForm();
  const submitting = form.formState.isSubmitting;
  const startedAt = useRef<number | null>(null);
  const failureToast = useRef<string | number | null>(null);

  useEffect(() => {
    if (open) startedAt.current ??= performance.now();
  }, [open]);

  async function send(message: ContactMessage, website: string) {
    const elapsedMs = Math.round(performance.now() - (startedAt.current ?? performance.now()));
    // A new attempt makes the last failure's toast stale.
    if (failureToast.current !== null) toast.dismiss(failureToast.current);
    const result = await sendContactMessage({ ...message, website, elapsedMs });
    if (result.ok) {
      form.reset();
      startedAt.current = null;
      onOpenChange(false);
      toast.success(t("contact.toast.successTitle"), {
        description: t("contact.toast.successDescription"),
        duration: 6000,
      });
      return null;
    }
    console.error("The contact message was not sent", result.error);
    failureToast.current = toast.error(t("contact.toast.errorTitle"), {
      description: t("contact.toast.errorDescription"),
      duration: 10_000,
    });
    return result.fieldErrors;
  }

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
          // Start in the first field rather than on the e-mail link above it.
          event.preventDefault();
          const content = event.currentTarget;
          if (content instanceof Element) focusField(content.querySelector("form"), "name");
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
        <ContactForm form={form} onSend={send} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
