import {
  type ContactErrorCode,
  type ContactField,
  contactLimits,
  isContactErrorCode,
} from "#app/lib/contact-schema.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

// The form only ever sends strings, so "invalid" means a malformed e-mail address, a name or message
// that is not well-formed Unicode, or a relay newer than this page; each field then shows the text
// closest to the problem.
const errorKeys = {
  name: {
    required: "contact.errors.nameRequired",
    invalid: "contact.errors.nameCharacters",
    too_long: "contact.errors.nameTooLong",
    characters: "contact.errors.nameCharacters",
  },
  email: {
    required: "contact.errors.emailInvalid",
    invalid: "contact.errors.emailInvalid",
    too_long: "contact.errors.emailTooLong",
    characters: "contact.errors.emailInvalid",
  },
  reason: {
    required: "contact.errors.reasonRequired",
    invalid: "contact.errors.reasonRequired",
    too_long: "contact.errors.reasonRequired",
    characters: "contact.errors.reasonRequired",
  },
  message: {
    required: "contact.errors.messageRequired",
    invalid: "contact.errors.messageCharacters",
    too_long: "contact.errors.messageTooLong",
    characters: "contact.errors.messageCharacters",
  },
} as const satisfies Record<ContactField, Record<ContactErrorCode, string>>;

/** Turns a field's error code (from the schema or from the relay's 400) into its translated text. */
export function useErrorText() {
  const { t } = useTranslation();
  return (field: ContactField, code: string | undefined): string | undefined => {
    if (code === undefined) return undefined;
    const key = errorKeys[field][isContactErrorCode(code) ? code : "invalid"];
    return field === "reason" ? t(key) : t(key, { max: contactLimits[field] });
  };
}
