import { z } from "zod";
import "./zod-jitless";

// Shared by the contact form (browser) and the relay (server). Error messages are codes: the form
// maps `<field>.<code>` to a translated text, the relay returns them as they are.

export const contactReasons = [
  "general",
  "collaboration",
  "speaking",
  "consulting",
  "other",
] as const;

export const contactLimits = { name: 100, email: 255, message: 1000 } as const;

export type ContactErrorCode = "required" | "invalid" | "too_long";

function missingOr(code: ContactErrorCode) {
  return (issue: { input?: unknown }): ContactErrorCode =>
    issue.input === undefined ? "required" : code;
}

export const ContactMessageSchema = z.object({
  name: z
    .string({ error: missingOr("invalid") })
    .trim()
    .min(1, { error: "required" })
    .max(contactLimits.name, { error: "too_long" }),
  // The specification has no "required" text for the e-mail: an empty address is an invalid one.
  email: z
    .string({ error: "invalid" })
    .trim()
    .pipe(z.email({ error: "invalid" }).max(contactLimits.email, { error: "too_long" })),
  reason: z.enum(contactReasons, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "invalid"),
  }),
  message: z
    .string({ error: missingOr("invalid") })
    .trim()
    .min(1, { error: "required" })
    .max(contactLimits.message, { error: "too_long" }),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;

// What the form posts: the message plus two spam signals. `website` is a honeypot field hidden from
// people; `elapsedMs` is how long the visitor spent on the form before sending it.
export const ContactRequestSchema = ContactMessageSchema.extend({
  website: z.string({ error: "invalid" }).optional(),
  elapsedMs: z.number({ error: "invalid" }).optional(),
});

export type ContactRequest = z.infer<typeof ContactRequestSchema>;

const errorCodes: readonly string[] = [
  "required",
  "invalid",
  "too_long",
] satisfies ContactErrorCode[];

function isErrorCode(value: string): value is ContactErrorCode {
  return errorCodes.includes(value);
}

const fields: readonly string[] = Object.keys(ContactRequestSchema.shape);

function isField(value: PropertyKey | undefined): value is keyof ContactRequest {
  return typeof value === "string" && fields.includes(value);
}

/** The first error code of each field, e.g. `{ name: "required", email: "invalid" }`. */
export function contactErrorCodes(
  error: z.ZodError,
): Partial<Record<keyof ContactRequest, ContactErrorCode>> {
  const codes: Partial<Record<keyof ContactRequest, ContactErrorCode>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isField(field) && codes[field] === undefined) {
      codes[field] = isErrorCode(issue.message) ? issue.message : "invalid";
    }
  }
  return codes;
}
