import type { UseFormRegisterReturn } from "react-hook-form";

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
import { type ContactField, contactLimits, contactReasons } from "#app/lib/contact-schema.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

import { useErrorText } from "./contact-error-text";
import { HoneypotField } from "./honeypot-field";

export type ContactFieldsProps = {
  /** What the visitor typed, given back (the relay's answer page); react-hook-form keeps it. */
  values?: Partial<Record<ContactField, string>>;
  /** Each field's error code, from the schema or the relay, shown as its translated text. */
  errors?: Partial<Record<ContactField, string | undefined>>;
  /** react-hook-form's `register`; without it the fields are plain named controls. */
  register?: (field: ContactField) => UseFormRegisterReturn<ContactField>;
  /** The message's length as the relay counts it, while it can change; no counter without it. */
  messageLength?: number;
  honeypotRef?: React.Ref<HTMLInputElement>;
};

/**
 * The contact form's fields, for every form that has them: the dialog's, the /contact page's and
 * the relay's answer page. Each field's label, control, texts and wiring live here only.
 */
export function ContactFields({
  values = {},
  errors = {},
  register,
  messageLength,
  honeypotRef,
}: ContactFieldsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const control = (field: ContactField) => ({
    ...(register?.(field) ?? { name: field }),
    defaultValue: values[field],
  });
  const counted = messageLength !== undefined;

  return (
    <>
      <Field error={errorText("name", errors.name)}>
        <FieldLabel>{t("contact.fields.name.label")}</FieldLabel>
        <FieldControl>
          <Input
            autoComplete="name"
            placeholder={t("contact.fields.name.placeholder")}
            {...control("name")}
          />
        </FieldControl>
        <FieldError />
      </Field>
      <Field error={errorText("email", errors.email)}>
        <FieldLabel>{t("contact.fields.email.label")}</FieldLabel>
        <FieldControl>
          <Input
            type="email"
            autoComplete="email"
            spellCheck={false}
            placeholder={t("contact.fields.email.placeholder")}
            {...control("email")}
          />
        </FieldControl>
        <FieldError />
      </Field>
      <Field error={errorText("reason", errors.reason)}>
        <FieldLabel>{t("contact.fields.reason.label")}</FieldLabel>
        <FieldControl>
          {/* Unset until chosen, so that the select shows its placeholder option. */}
          <NativeSelect {...control("reason")} defaultValue={values.reason ?? ""}>
            <option value="">{t("contact.fields.reason.placeholder")}</option>
            {contactReasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`contact.reasons.${reason}`)}
              </option>
            ))}
          </NativeSelect>
        </FieldControl>
        <FieldError />
      </Field>
      <Field error={errorText("message", errors.message)} hint={counted}>
        <FieldLabel>{t("contact.fields.message.label")}</FieldLabel>
        <FieldControl>
          <Textarea
            rows={5}
            placeholder={t("contact.fields.message.placeholder")}
            {...control("message")}
          />
        </FieldControl>
        <div className="flex items-start justify-between gap-3 empty:hidden">
          <FieldError />
          {counted ? (
            <FieldHint
              className="ml-auto shrink-0 tabular-nums"
              tone={messageLength > contactLimits.message ? "error" : "muted"}
            >
              {t("contact.fields.message.count", {
                current: messageLength,
                max: contactLimits.message,
              })}
            </FieldHint>
          ) : null}
        </div>
      </Field>
      <HoneypotField ref={honeypotRef} />
    </>
  );
}
