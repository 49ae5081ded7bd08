import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { contactCors } from "./cors";

function app(origins: string[]) {
  const hono = new Hono();
  hono.use("/api/contact", contactCors(origins));
  hono.post("/api/contact", (c) => c.json({ ok: true }, 202));
  return hono;
}

describe("contact CORS", () => {
  it("answers an allowed origin's preflight and request", async () => {
    const preflight = await app(["https://static.example"]).request("/api/contact", {
      method: "OPTIONS",
      headers: {
        Origin: "https://static.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://static.example");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("does not allow other origins", async () => {
    const response = await app(["https://static.example"]).request("/api/contact", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});
