import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "~/lib/i18n";
import { ContactMessageSchema, contactLimits, type ContactErrorCode } from "~/lib/contact-schema";

export const contactFields = ["name", "email", "reason", "message"] as const;

export type ContactField = (typeof contactFields)[number];

/** The form's state, validated by the schema the relay uses: first on submit, then on every change. */
export function useContactForm() {
  return useForm({
    resolver: zodResolver(ContactMessageSchema),
    // `reason` starts unset so that the select shows its placeholder option.
    defaultValues: { name: "", email: "", message: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}

// The form only ever sends strings, so "invalid" can only mean a malformed e-mail address (or a
// relay newer than this page); each field then shows the text closest to the problem.
const errorKeys = {
  name: {
    required: "contact.errors.nameRequired",
    invalid: "contact.errors.nameRequired",
    too_long: "contact.errors.nameTooLong",
  },
  email: {
    required: "contact.errors.emailInvalid",
    invalid: "contact.errors.emailInvalid",
    too_long: "contact.errors.emailTooLong",
  },
  reason: {
    required: "contact.errors.reasonRequired",
    invalid: "contact.errors.reasonRequired",
    too_long: "contact.errors.reasonRequired",
  },
  message: {
    required: "contact.errors.messageRequired",
    invalid: "contact.errors.messageRequired",
    too_long: "contact.errors.messageTooLong",
  },
} as const satisfies Record<ContactField, Record<ContactErrorCode, string>>;

const codes: readonly string[] = ["required", "invalid", "too_long"] satisfies ContactErrorCode[];

function isErrorCode(value: string): value is ContactErrorCode {
  return codes.includes(value);
}

/** Turns a field's error code (from the schema or from the relay's 400) into its translated text. */
export function useErrorText() {
  const { t } = useTranslation();
  return (field: ContactField, code: string | undefined): string | undefined => {
    if (code === undefined) return undefined;
    const key = errorKeys[field][isErrorCode(code) ? code : "invalid"];
    return field === "reason" ? t(key) : t(key, { max: contactLimits[field] });
  };
}
