import "./zod-jitless";

import { z } from "zod";

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

/** The fields a person fills in, in the order the form shows them. */
export const contactFields = ["name", "email", "reason", "message"] as const;

export type ContactField = (typeof contactFields)[number];

/** The plain HTML form's field for the page's language: the relay answers such a form in it. */
export const contactLanguageField = "lang";

const contactErrorCodeList = ["required", "invalid", "too_long", "characters"] as const;

export type ContactErrorCode = (typeof contactErrorCodeList)[number];

export function isContactErrorCode(value: unknown): value is ContactErrorCode {
  return contactErrorCodeList.some((code) => code === value);
}

// Control characters (C0, DEL, C1) and format characters (bidi controls, zero-width characters,
// the byte-order mark...): invisible in most places, and able to forge headers (CR/LF), drive a
// terminal (ESC) or reverse what a reader sees (U+202E).
const controlOrFormat = /[\p{Cc}\p{Cf}]/u;
// In a message, line breaks and tabs are text; the bidi embeddings, overrides and isolates are the
// format characters that can disguise it. Others (zero-width joiners in emoji, for instance) stay.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeInMessage = /[\0-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/u;
const invisible = /^[\s\p{Cc}\p{Cf}]*$/u;

/**
 * True when every surrogate is paired, i.e. the text can be encoded as UTF-8 unchanged. Not
 * String.prototype.isWellFormed: the form runs this in browsers as old as Vite's default build
 * target (Safari 16, Firefox 104), and that method arrived in Safari 16.4 and Firefox 119.
 */
function isWellFormed(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Line breaks as the server stores them: CRLF and lone CR become LF. */
function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** A text's length as the relay counts it and the form's counter shows it: in code points. */
export function textLength(text: string): number {
  return Array.from(text).length;
}

/** The message as the relay will store it; the form's counter counts this. */
export function normalizeMessage(text: string): string {
  return normalizeLineBreaks(text).trim();
}

type TextRules = { max: number; unsafe: RegExp; normalize: (text: string) => string };

function missingOr(code: ContactErrorCode) {
  return (issue: { input?: unknown }): ContactErrorCode =>
    issue.input === undefined ? "required" : code;
}

// A person's text: empty when nothing visible is left, then free of unsafe characters, then within
// its length. Each failure is one code, checked in that order.
function personText({ max, unsafe, normalize }: TextRules) {
  return z.string({ error: missingOr("invalid") }).transform((text, context) => {
    const value = normalize(text);
    let code: ContactErrorCode | undefined;
    if (!isWellFormed(value)) code = "invalid";
    else if (invisible.test(value)) code = "required";
    else if (unsafe.test(value)) code = "characters";
    else if (textLength(value) > max) code = "too_long";
    if (code === undefined) return value;
    context.addIssue({ code: "custom", message: code, input: text });
    return z.NEVER;
  });
}

export const ContactMessageSchema = z.object({
  name: personText({ max: contactLimits.name, unsafe: controlOrFormat, normalize: trimmed }),
  // There is no "required" text for the e-mail: an empty address gets the invalid-address one.
  email: z
    .string({ error: "invalid" })
    .trim()
    .refine((email) => isWellFormed(email) && !controlOrFormat.test(email), { error: "invalid" })
    .pipe(z.email({ error: "invalid" }).max(contactLimits.email, { error: "too_long" })),
  reason: z.enum(contactReasons, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "invalid"),
  }),
  message: personText({
    max: contactLimits.message,
    unsafe: unsafeInMessage,
    normalize: normalizeMessage,
  }),
});

function trimmed(text: string) {
  return text.trim();
}

export type ContactMessage = z.infer<typeof ContactMessageSchema>;

// What the form posts: the message plus two spam signals. `website` is a honeypot field hidden from
// people; `elapsedMs` is how long the visitor spent on the form before sending it.
export const ContactRequestSchema = ContactMessageSchema.extend({
  website: z.string({ error: "invalid" }).optional(),
  elapsedMs: z.number({ error: "invalid" }).optional(),
});

export type ContactRequest = z.infer<typeof ContactRequestSchema>;

const requestFields: readonly string[] = Object.keys(ContactRequestSchema.shape);

function isRequestField(value: PropertyKey | undefined): value is keyof ContactRequest {
  return typeof value === "string" && requestFields.includes(value);
}

export type ContactErrors = Partial<Record<keyof ContactRequest, ContactErrorCode>>;

/** The first error code of each field, e.g. `{ name: "required", email: "invalid" }`. */
export function contactErrorCodes(error: z.ZodError): ContactErrors {
  const codes: ContactErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isRequestField(field) && codes[field] === undefined) {
      codes[field] = isContactErrorCode(issue.message) ? issue.message : "invalid";
    }
  }
  return codes;
}
