import "#app/lib/zod-jitless.ts";

import { z } from "zod";

import { contactEndpoint } from "#app/lib/contact-endpoint.ts";
import {
  type ContactErrorCode,
  type ContactField,
  contactFields,
  type ContactRequest,
  isContactErrorCode,
} from "#app/lib/contact-schema.ts";

export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

export type SendResult =
  { ok: true } | { ok: false; error: Error; fieldErrors: ContactFieldErrors };

// Only the field codes of a 400 are read, and only known codes of the form's fields; everything
// else about a failed answer is just "failed".
const RejectionSchema = z
  .object({ errors: z.record(z.string(), z.unknown()) })
  .transform(({ errors }) => {
    const fieldErrors: ContactFieldErrors = {};
    for (const field of contactFields) {
      const code = errors[field];
      if (isContactErrorCode(code)) fieldErrors[field] = code;
    }
    return fieldErrors;
  });

// A relay that never answers must not leave the form spinning for ever.
const TIMEOUT_MS = 20_000;

/** Posts the message to the relay. Never throws: a network error is a failed send. */
export async function sendContactMessage(body: ContactRequest): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(contactEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, error: toError(error), fieldErrors: {} };
  }
  if (response.ok) return { ok: true };
  const error = new Error(`The contact relay answered ${response.status} ${response.statusText}`);
  return {
    ok: false,
    error,
    fieldErrors: response.status === 400 ? await fieldErrors(response) : {},
  };
}

async function fieldErrors(response: Response): Promise<ContactFieldErrors> {
  try {
    const parsed = RejectionSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
