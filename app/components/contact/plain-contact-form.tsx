import { Button } from "#app/components/ui/button.tsx";
import { Field, FieldControl, FieldError, FieldLabel } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { ContactField } from "#app/lib/contact-schema.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/paths.ts";

import { useErrorText } from "./contact-error-text";
import { HoneypotField } from "./honeypot-field";
import { ReasonOptions } from "./reason-options";
import type { ContactFieldErrors } from "./send-contact-message";

/** The form's own field name for the page language, so the relay answers in it. */
export const contactLanguageField = "lang";

export type PlainContactFormProps = {
  /** The relay's address: the form posts there as a plain HTML form. */
  action: string;
  lang: Language;
  values?: Partial<Record<ContactField, string>>;
  errors?: ContactFieldErrors;
};

/**
 * The contact form as plain HTML: it needs no JavaScript, and the relay answers it with a page
 * (server/contact/form-page.tsx renders this same component with what was typed and the errors).
 * The browser's own validation is off, so every message is the specification's, in the page's
 * language.
 */
export function PlainContactForm({
  action,
  lang,
  values = {},
  errors = {},
}: PlainContactFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <form method="post" action={action} noValidate className="relative grid gap-4">
      <input type="hidden" name={contactLanguageField} value={lang} />
      <Field error={errorText("name", errors.name)}>
        <FieldLabel>{t("contact.fields.name.label")}</FieldLabel>
        <FieldControl>
          <Input
            name="name"
            autoComplete="name"
            defaultValue={values.name}
            placeholder={t("contact.fields.name.placeholder")}
          />
        </FieldControl>
        <FieldError />
      </Field>
      <Field error={errorText("email", errors.email)}>
        <FieldLabel>{t("contact.fields.email.label")}</FieldLabel>
        <FieldControl>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            defaultValue={values.email}
            placeholder={t("contact.fields.email.placeholder")}
          />
        </FieldControl>
        <FieldError />
      </Field>
      <Field error={errorText("reason", errors.reason)}>
        <FieldLabel>{t("contact.fields.reason.label")}</FieldLabel>
        <FieldControl>
          <NativeSelect name="reason" defaultValue={values.reason ?? ""}>
            <ReasonOptions />
          </NativeSelect>
        </FieldControl>
        <FieldError />
      </Field>
      <Field error={errorText("message", errors.message)}>
        <FieldLabel>{t("contact.fields.message.label")}</FieldLabel>
        <FieldControl>
          <Textarea
            name="message"
            rows={6}
            defaultValue={values.message}
            placeholder={t("contact.fields.message.placeholder")}
          />
        </FieldControl>
        <FieldError />
      </Field>
      <HoneypotField />
      <div className="mt-2 flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-44">
          {t("contact.submit")}
        </Button>
      </div>
    </form>
  );
}
