import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";

import {
  type ContactField,
  contactFields,
  type ContactMessage,
  ContactMessageSchema,
} from "#app/lib/contact-schema.ts";

import { type ContactFieldErrors, sendContactMessage } from "./send-contact-message";

export type ContactSubmissionOptions = {
  /** While the form is open the fill time runs; it starts again after a message is sent. */
  open: boolean;
  /** A new attempt is on its way (what the last failure showed is stale now). */
  onSending: () => void;
  /** The relay took the message; the form is already empty. */
  onSent: () => void;
  /** The message was not sent; the values stay, and focus goes back to the form. */
  onFailed: () => void;
};

export type ContactSubmission = ReturnType<typeof useContactSubmission>;

// At once: react-hook-form's setFocus and its own focusing on a refused submit wait for a timer, and
// on a slow phone the visitor had moved to another field by then, and lost what they typed.
function focusField(form: HTMLFormElement | null, field: ContactField) {
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

/**
 * Everything about sending the contact form, in one place: its state (validated by the schema the
 * relay uses, first on submit, then on every change), the fill time the relay checks, the send, the
 * relay's field errors and where focus goes afterwards. The caller renders the fields with the refs
 * and `onSubmit` returned, and says what a sent or failed message looks like through the callbacks.
 */
export function useContactSubmission({
  open,
  onSending,
  onSent,
  onFailed,
}: ContactSubmissionOptions) {
  const form = useForm({
    resolver: zodResolver(ContactMessageSchema),
    // `reason` starts unset so that the select shows its placeholder option.
    defaultValues: { name: "", email: "", message: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
    // Focus moves here, at once and once (see focusField).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const startedAt = useRef<number | null>(null);
  const failure = useRef<ContactFieldErrors | null>(null);
  const submitting = form.formState.isSubmitting;

  useEffect(() => {
    if (open) startedAt.current ??= performance.now();
  }, [open]);

  // The buttons are disabled while sending, and disabling the focused submit button drops focus to
  // the page. Once they work again after a failure, focus goes to the first field the relay
  // rejected, or back to the submit button. Moving it earlier would focus into a locked form.
  useEffect(() => {
    const failed = failure.current;
    if (submitting || !failed) return;
    failure.current = null;
    if (!focusFirstInvalid(formRef.current, failed)) submitRef.current?.focus();
  }, [submitting]);

  async function send(message: ContactMessage) {
    const elapsedMs = Math.round(performance.now() - (startedAt.current ?? performance.now()));
    onSending();
    const result = await sendContactMessage({
      ...message,
      website: honeypotRef.current?.value ?? "",
      elapsedMs,
    });
    if (result.ok) {
      form.reset();
      startedAt.current = null;
      onSent();
      return;
    }
    console.error("The contact message was not sent", result.error);
    for (const field of contactFields) {
      const code = result.fieldErrors[field];
      if (code) form.setError(field, { type: "server", message: code });
    }
    failure.current = result.fieldErrors;
    onFailed();
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    form.handleSubmit(send, (invalid) => focusFirstInvalid(formRef.current, invalid))(event);

  return {
    form,
    formRef,
    honeypotRef,
    submitRef,
    onSubmit,
    submitting,
    /** Where a visitor starts: the first field rather than the e-mail link above the form. */
    focusFirstField: () => focusField(formRef.current, contactFields[0]),
  };
}
