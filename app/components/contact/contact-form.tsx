import { contactFields, normalizeMessage, textLength } from "#app/lib/contact-schema.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

import { ContactFields } from "./contact-fields";
import { ContactFormFooter } from "./contact-form-footer";
import type { ContactSubmission } from "./use-contact-submission";

export type ContactFormProps = {
  submission: ContactSubmission;
  onCancel: () => void;
};

/** The dialog's form; sending, errors from the relay and focus belong to `submission`. */
export function ContactForm({ submission, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const { form, formRef, honeypotRef, submitRef, onSubmit, submitting } = submission;
  const { errors } = form.formState;
  // Counted as the relay counts it: trimmed, line breaks as LF, in code points (an emoji is one).
  const messageLength = textLength(normalizeMessage(form.watch("message") ?? ""));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
      <ContactFields
        register={form.register}
        errors={Object.fromEntries(contactFields.map((field) => [field, errors[field]?.message]))}
        messageLength={messageLength}
        honeypotRef={honeypotRef}
      />
      <p role="status" className="sr-only">
        {submitting ? t("contact.sendingStatus") : ""}
      </p>
      <ContactFormFooter submitting={submitting} onCancel={onCancel} submitRef={submitRef} />
    </form>
  );
}
