import { afterEach, describe, expect, it, vi } from "vitest";

import { sendContactMessage } from "./send-contact-message";

const message = {
  name: "Ana",
  email: "ana@example.com",
  reason: "general" as const,
  message: "Hi",
  website: "",
  elapsedMs: 1200,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("sendContactMessage", () => {
  it("posts the message as JSON and reads only success from a 2xx", async () => {
    const fetchMock = answer(new Response("not even JSON", { status: 202 }));
    expect(await sendContactMessage(message)).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(message);
  });

  it("fails on any other answer, with the field codes of a 400", async () => {
    answer(
      new Response(
        JSON.stringify({
          ok: false,
          errors: { email: "invalid", reason: "weird", message: "too_long", website: "invalid" },
        }),
        { status: 400 },
      ),
    );
    const result = await sendContactMessage(message);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toStrictEqual({ email: "invalid", message: "too_long" });
    expect(result.error.message).toContain("400");

    for (const status of [413, 415, 429, 500, 503]) {
      answer(new Response(JSON.stringify({ ok: false }), { status }));
      expect(await sendContactMessage(message)).toMatchObject({ ok: false, fieldErrors: {} });
    }
  });

  it("fails on a 400 whose body is not the relay's", async () => {
    answer(new Response("<html>Bad request</html>", { status: 400 }));
    expect(await sendContactMessage(message)).toMatchObject({ ok: false, fieldErrors: {} });
  });

  it("turns a network error into a failure instead of throwing", async () => {
    answer(new TypeError("Failed to fetch"));
    const result = await sendContactMessage(message);
    expect(result).toMatchObject({ ok: false, fieldErrors: {} });
    if (!result.ok) expect(result.error).toBeInstanceOf(TypeError);
  });
});
