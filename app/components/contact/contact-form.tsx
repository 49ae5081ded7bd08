import { useEffect, useRef } from "react";

import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import {
  type ContactField,
  contactFields,
  contactLimits,
  type ContactMessage,
  normalizeMessage,
  textLength,
} from "~/lib/contact-schema";
import { useTranslation } from "~/lib/i18n";

import { useErrorText } from "./contact-error-text";
import { ContactFormFooter } from "./contact-form-footer";
import { HoneypotField } from "./honeypot-field";
import { ReasonOptions } from "./reason-options";
import type { ContactFieldErrors } from "./send-contact-message";
import type { useContactForm } from "./use-contact-form";

export type ContactFormProps = {
  form: ReturnType<typeof useContactForm>;
  /** Resolves with the relay's field errors when sending failed, or null when it succeeded. */
  onSend: (message: ContactMessage, website: string) => Promise<ContactFieldErrors | null>;
  onCancel: () => void;
};

// At once: react-hook-form's setFocus and its own focusing on a refused submit wait for a timer, and
// on a slow phone the visitor had moved to another field by then, and lost what they typed.
export function focusField(form: HTMLFormElement | null, field: ContactField) {
  const control = form?.elements.namedItem(field);
  if (control instanceof HTMLElement) control.focus();
}

/** Focuses the first field, in the form's order, that has an error; false when none has. */
function focusFirstInvalid(
  form: HTMLFormElement | null,
  invalid: Partial<Record<ContactField, unknown>>,
) {
  const first = contactFields.find((field) => invalid[field]);
  if (first) focusField(form, first);
  return first !== undefined;
}

export function ContactForm({ form, onSend, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const failure = useRef<ContactFieldErrors | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, setError, watch } = form;
  const { errors, isSubmitting } = formState;
  // Counted as the relay counts it: trimmed, line breaks as LF, in code points (an emoji is one).
  const messageLength = textLength(normalizeMessage(watch("message") ?? ""));

  // Disabling the focused submit button drops focus to the page. Once the buttons work again after a
  // failure, focus goes to the first field the relay rejected, or back to the submit button.
  useEffect(() => {
    const failed = failure.current;
    if (isSubmitting || !failed) return;
    failure.current = null;
    if (!focusFirstInvalid(formElement.current, failed)) submitButton.current?.focus();
  }, [isSubmitting]);

  async function send(message: ContactMessage) {
    const failed = await onSend(message, honeypot.current?.value ?? "");
    if (!failed) return;
    for (const field of contactFields) {
      const code = failed[field];
      if (code) setError(field, { type: "server", message: code });
    }
    failure.current = failed;
  }

  return (
    <form
      ref={formElement}
      noValidate
      onSubmit={(event) =>
        handleSubmit(send, (invalid) => focusFirstInvalid(formElement.current, invalid))(event)
      }
      className="grid gap-4"
    >
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
            className={cn(
              "ml-auto shrink-0 tabular-nums",
              messageLength > contactLimits.message && "font-medium text-destructive",
            )}
          >
            {t("contact.fields.message.count", {
              current: messageLength,
              max: contactLimits.message,
            })}
          </FieldHint>
        </div>
      </Field>
      <HoneypotField ref={honeypot} />
      <p role="status" className="sr-only">
        {isSubmitting ? t("contact.sendingStatus") : ""}
      </p>
      <ContactFormFooter submitting={isSubmitting} onCancel={onCancel} submitRef={submitButton} />
    </form>
  );
}
