import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { ContactMessageSchema } from "~/lib/contact-schema";

/** The form's state, validated by the schema the relay uses: first on submit, then on every change. */
export function useContactForm() {
  return useForm({
    resolver: zodResolver(ContactMessageSchema),
    // `reason` starts unset so that the select shows its placeholder option.
    defaultValues: { name: "", email: "", message: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
    // The form moves focus itself, at once and once (ContactForm): react-hook-form's own focusing
    // runs again from a timer, and on a slow phone that took focus, and what was typed, away from
    // the field the visitor had gone on to.
    shouldFocusError: false,
  });
}
