// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { createApp } from "../app";
import { createLogger } from "../logger";
import { parseSettings } from "../settings";
import { createContactRelay, type SqliteContactRelay } from "./relay";

// The relay owns its CORS (CONTACT_ALLOWED_ORIGINS, ADR 4); the site's app only mounts it.

let dir: string;
let relay: SqliteContactRelay;

function site(env: Record<string, string> = {}) {
  dir = mkdtempSync(path.join(tmpdir(), "contact-cors-"));
  const logger = createLogger(() => {});
  relay = createContactRelay({
    settings: parseSettings({ DATA_DIR: dir, ...env }).contact,
    logger,
  });
  return createApp({ relay, logger });
}

function preflight(origin: string) {
  return {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    },
  };
}

afterEach(async () => {
  await relay.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the relay's CORS", () => {
  it("answers an allowed origin's preflight and request", async () => {
    const app = site({ CONTACT_ALLOWED_ORIGINS: "https://static.example" });
    const answer = await app.request("/api/contact", preflight("https://static.example"));
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe("https://static.example");
    expect(answer.headers.get("access-control-allow-methods")).toContain("POST");
    const post = await app.request("/api/contact", {
      method: "POST",
      headers: { Origin: "https://static.example", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(400);
    expect(post.headers.get("access-control-allow-origin")).toBe("https://static.example");
  });

  it("does not allow other origins", async () => {
    const app = site({ CONTACT_ALLOWED_ORIGINS: "https://static.example" });
    const answer = await app.request("/api/contact", preflight("https://evil.example"));
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows no other origin when none is listed", async () => {
    const answer = await site().request("/api/contact", preflight("https://static.example"));
    expect(answer.status).toBe(405);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });
});
