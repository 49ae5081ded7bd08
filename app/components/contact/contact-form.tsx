import {
  Field,
  FieldControl,
  FieldError,
  FieldHint,
  FieldLabel,
} from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { contactLimits, normalizeMessage, textLength } from "#app/lib/contact-schema.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

import { useErrorText } from "./contact-error-text";
import { ContactFormFooter } from "./contact-form-footer";
import { HoneypotField } from "./honeypot-field";
import { ReasonOptions } from "./reason-options";
import type { ContactSubmission } from "./use-contact-submission";

export type ContactFormProps = {
  submission: ContactSubmission;
  onCancel: () => void;
};

/** The dialog's fields; sending, errors from the relay and focus belong to `submission`. */
export function ContactForm({ submission, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { form, formRef, honeypotRef, submitRef, onSubmit, submitting } = submission;
  const { register, formState, watch } = form;
  const { errors } = formState;
  // Counted as the relay counts it: trimmed, line breaks as LF, in code points (an emoji is one).
  const messageLength = textLength(normalizeMessage(watch("message") ?? ""));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field error={errorText("name", errors.name?.message)}>
        <FieldLabel>{t("contact.fields.name.label")}</FieldLabel>
        <FieldControl>
          <Input
            autoComplete="name"
            placeholder={t("contact.fields.name.placeholder")}
            {...register("name")}
          />
        </FieldControl>
        <FieldError />
      </Field>
      <Field error={errorText("email", errors.email?.message)}>
        <FieldLabel>{t("contact.fields.email.label")}</FieldLabel>
        <FieldControl>
          <Input
            type="email"
            autoComplete="email"
            spellCheck={false}
            placeholder={t("contact.fields.email.placeholder")}
            {...register("email")}
          />
        </FieldControl>
        <FieldError />
      </Field>
      <Field error={errorText("reason", errors.reason?.message)}>
        <FieldLabel>{t("contact.fields.reason.label")}</FieldLabel>
        <FieldControl>
          <NativeSelect defaultValue="" {...register("reason")}>
            <ReasonOptions />
          </NativeSelect>
        </FieldControl>
        <FieldError />
      </Field>
      <Field error={errorText("message", errors.message?.message)} hint>
        <FieldLabel>{t("contact.fields.message.label")}</FieldLabel>
        <FieldControl>
          <Textarea
            rows={5}
            placeholder={t("contact.fields.message.placeholder")}
            {...register("message")}
          />
        </FieldControl>
        <div className="flex items-start justify-between gap-3">
          <FieldError />
          <FieldHint
            className="ml-auto shrink-0 tabular-nums"
            tone={messageLength > contactLimits.message ? "error" : "muted"}
          >
            {t("contact.fields.message.count", {
              current: messageLength,
              max: contactLimits.message,
            })}
          </FieldHint>
        </div>
      </Field>
      <HoneypotField ref={honeypotRef} />
      <p role="status" className="sr-only">
        {submitting ? t("contact.sendingStatus") : ""}
      </p>
      <ContactFormFooter submitting={submitting} onCancel={onCancel} submitRef={submitRef} />
    </form>
  );
}
