import { describe, expect, it } from "vitest";

import { createApp } from "./app";
import { createLogger } from "./logger";

describe("createApp without a build (the relay alone)", () => {
  it("answers health with the site's headers, and 404 to anything else", async () => {
    const app = createApp({ logger: createLogger(() => {}) });
    const health = await app.request("/healthz");
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(health.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await app.request("/api/other")).status).toBe(404);
    expect((await app.request("/")).status).toBe(404);
  });
});
