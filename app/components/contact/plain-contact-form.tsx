import { Button } from "#app/components/ui/button.tsx";
import { type ContactField, contactLanguageField } from "#app/lib/contact-schema.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/paths.ts";

import { ContactFields } from "./contact-fields";
import type { ContactFieldErrors } from "./send-contact-message";

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
export function PlainContactForm({ action, lang, values, errors }: PlainContactFormProps) {
  const { t } = useTranslation();
  return (
    <form method="post" action={action} noValidate className="relative grid gap-4">
      <input type="hidden" name={contactLanguageField} value={lang} />
      <ContactFields values={values} errors={errors} />
      <div className="mt-2 flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-44">
          {t("contact.submit")}
        </Button>
      </div>
    </form>
  );
}
