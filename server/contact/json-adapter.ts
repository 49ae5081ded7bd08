import type { Context } from "hono";

import type { Acceptance } from "./accept-message";

// The app's form posts JSON (app/components/contact/send-contact-message.ts) and reads the status,
// and on a 400 the code of each invalid field.

/** Every refusal has the shape of a 400's, so a client reads one format. */
export function jsonRefusal(
  c: Context,
  status: 400 | 405 | 413 | 415 | 429 | 503,
  error: string,
): Response {
  return c.json({ ok: false, error, errors: {} }, status);
}

function answer(c: Context, acceptance: Acceptance): Response {
  switch (acceptance.outcome) {
    case "stored":
      return c.json({ ok: true, id: acceptance.id }, 202);
    case "invalid":
      return c.json({ ok: false, error: "invalid", errors: acceptance.errors }, 400);
    case "limited":
      return jsonRefusal(c, 429, "rate_limited");
    case "unavailable":
      return jsonRefusal(c, 503, "unavailable");
  }
}

export const jsonAdapter = {
  read: (c: Context): Promise<unknown> => c.req.json(),
  posted: (body: Record<string, unknown>) => ({ fields: body, answer }),
  tooLarge: (c: Context) => jsonRefusal(c, 413, "too_large"),
};
