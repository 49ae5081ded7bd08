// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createLogger } from "../logger";
import { parseSettings } from "../settings";
import type { SqliteContactRelay } from "./relay";
import { createContactRelay } from "./relay";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  reason: "consulting",
  message: "Could you look at my engine?",
  website: "",
  elapsedMs: 12_000,
};

let dataDir: string;
let relay: SqliteContactRelay;
let lines: string[];

function start(env: Record<string, string> = {}) {
  lines = [];
  relay = createContactRelay({
    settings: parseSettings({ DATA_DIR: dataDir, ...env }).contact,
    logger: createLogger((line) => lines.push(line)),
  });
  return relay;
}

function events() {
  return lines.map((line): Record<string, unknown> => JSON.parse(line));
}

// What @hono/node-server passes to the app: getConnInfo reads the socket's peer from it.
function from(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

function post(body: unknown, init: { headers?: Record<string, string>; address?: string } = {}) {
  return relay.router.request(
    "/",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", ...init.headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    from(init.address ?? "192.0.2.10"),
  );
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "contact-routes-"));
});

afterEach(async () => {
  await relay.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/contact", () => {
  it("stores a valid message, then answers 202 with its id", async () => {
    start();
    const response = await post({ ...valid, name: "  Ada Lovelace " });
    expect(response.status).toBe(202);
    const body: unknown = await response.json();
    expect(body).toEqual({ ok: true, id: expect.any(String) });
    const id = typeof body === "object" && body !== null && "id" in body ? String(body.id) : "";
    expect(relay.outbox.get(id)).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      reason: "consulting",
      message: "Could you look at my engine?",
      state: "pending",
      attempts: 0,
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(events()).toContainEqual(expect.objectContaining({ event: "contact.accepted", id }));
  });

  it("accepts a charset parameter in the media type", async () => {
    start();
    const response = await post(valid, {
      headers: { "Content-Type": "application/json; charset=UTF-8" },
    });
    expect(response.status).toBe(202);
  });

  it("answers 400 with a code per invalid field", async () => {
    start();
    const response = await post({
      name: " ",
      email: "nope",
      reason: "sales",
      message: "x".repeat(1001),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      error: "invalid",
      errors: { name: "required", email: "invalid", reason: "invalid", message: "too_long" },
    });
    expect(await (await post({})).json()).toEqual({
      ok: false,
      error: "invalid",
      errors: { name: "required", email: "invalid", reason: "required", message: "required" },
    });
    expect(relay.outbox.list()).toHaveLength(0);
  });

  it("answers 400 invalid_json to a body that is not a JSON object", async () => {
    start();
    for (const body of ["{", "", "[1,2]", "null", '"text"']) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, error: "invalid_json", errors: {} });
    }
  });

  it("answers 415 unless the body is declared as JSON or as an HTML form", async () => {
    start();
    for (const type of ["text/plain", "application/xml", "application/jsonp"]) {
      const response = await post(valid, { headers: { "Content-Type": type } });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        ok: false,
        error: "unsupported_media_type",
        errors: {},
      });
    }
    const missing = await relay.router.request(
      "/",
      { method: "POST", body: "{}" },
      from("192.0.2.1"),
    );
    expect(missing.status).toBe(415);
  });

  it("answers 413 to a body over 16 KiB", async () => {
    start();
    const atLimit = { ...valid, website: "" };
    const padding = 16 * 1024 - JSON.stringify({ ...atLimit, pad: "" }).length;
    const fits = await post({ ...atLimit, pad: " ".repeat(padding) });
    expect(fits.status).toBe(202);
    const response = await post({ ...atLimit, pad: " ".repeat(padding + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: "too_large", errors: {} });
  });

  it("answers 413 to a chunked body over 16 KiB (no Content-Length)", async () => {
    start();
    const chunk = new TextEncoder().encode(" ".repeat(1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"name":"Ada",'));
        if (sent >= 64) controller.close();
        else controller.enqueue(chunk);
        sent += 1;
      },
    });
    // Node's fetch needs `duplex` for a streamed body; the DOM typings do not know it yet.
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    };
    const response = await relay.router.request("/", init, from("192.0.2.1"));
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(64);
  });

  it("answers 405 to other methods", async () => {
    start();
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await relay.router.request("/", { method }, from("192.0.2.1"));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("holds a message whose honeypot is filled, with the answer of any other", async () => {
    start({ CONTACT_WEBHOOK_URL: "http://127.0.0.1:9/never-called" });
    const response = await post({ ...valid, website: "https://spam.example" });
    expect(response.status).toBe(202);
    const body = await response.json();
    expect(body).toEqual({ ok: true, id: expect.any(String) });
    expect(relay.outbox.list()).toEqual([
      expect.objectContaining({ state: "held", heldCause: "honeypot", name: "Ada Lovelace" }),
    ]);
    expect(events()).toContainEqual(
      expect.objectContaining({ event: "contact.held", cause: "honeypot" }),
    );
  });

  it("holds a message sent faster than the minimum fill time, and only that", async () => {
    start({ CONTACT_MIN_FILL_MS: "1000" });
    expect((await post({ ...valid, elapsedMs: 999 })).status).toBe(202);
    expect((await post({ ...valid, elapsedMs: 1000 })).status).toBe(202);
    // A person with autofill and paste: 1.5 s from opening the form to sending it.
    expect((await post({ ...valid, elapsedMs: 1500 })).status).toBe(202);
    expect(relay.outbox.list().map((message) => [message.state, message.heldCause])).toEqual([
      ["held", "too_fast"],
      ["pending", null],
      ["pending", null],
    ]);
  });

  it("deletes held messages after 30 days and delivered ones 90 days after delivery", async () => {
    start();
    const day = 24 * 60 * 60 * 1000;
    await post({ ...valid, website: "filled" });
    await post(valid);
    const [, delivered] = relay.outbox.list();
    relay.outbox.markDelivered(delivered?.id ?? "");
    expect(await relay.purge(Date.now() + 29 * day)).toEqual({ delivered: 0, held: 0 });
    expect(await relay.purge(Date.now() + 31 * day)).toEqual({ delivered: 0, held: 1 });
    expect(await relay.purge(Date.now() + 91 * day)).toEqual({ delivered: 1, held: 0 });
    expect(relay.outbox.list()).toHaveLength(0);
  });

  it("summarises repeated rejections instead of logging each", async () => {
    start();
    for (let i = 0; i < 50; i += 1) {
      await post(valid, { headers: { "Content-Type": "text/plain" } });
    }
    const rejected = events().filter((event) => event.event === "contact.rejected");
    expect(rejected).toHaveLength(1);
    await relay.close();
    expect(events()).toContainEqual(
      expect.objectContaining({ event: "contact.rejected_summary", status: 415, count: 49 }),
    );
  });

  it("answers 429 with Retry-After once a client is over the limit", async () => {
    start({ CONTACT_RATE_LIMIT: "2", CONTACT_RATE_WINDOW_SECONDS: "600" });
    expect((await post(valid)).status).toBe(202);
    expect((await post({ ...valid, name: "" })).status).toBe(400);
    expect((await post(valid)).status).toBe(202);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ ok: false, error: "rate_limited", errors: {} });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await post(valid, { address: "192.0.2.99" })).status).toBe(202);
    expect(relay.outbox.list()).toHaveLength(3);
  });

  it("lets parallel requests of one client through up to the limit only", async () => {
    start({ CONTACT_RATE_LIMIT: "3" });
    const statuses = await Promise.all(Array.from({ length: 10 }, () => post(valid)));
    expect(statuses.map((r) => r.status).sort()).toEqual([202, 202, 202, ...Array(7).fill(429)]);
  });

  it("ignores X-Forwarded-For unless proxies are trusted", async () => {
    start({ CONTACT_RATE_LIMIT: "1" });
    const spoof = (ip: string) => post(valid, { headers: { "X-Forwarded-For": ip } });
    expect((await spoof("203.0.113.1")).status).toBe(202);
    expect((await spoof("203.0.113.2")).status).toBe(429);
  });

  it("keys clients by the n-th X-Forwarded-For address from the right behind trusted proxies", async () => {
    start({ CONTACT_RATE_LIMIT: "1", TRUST_PROXY_HOPS: "2" });
    const via = (chain: string) =>
      post(valid, { address: "10.0.0.2", headers: { "X-Forwarded-For": chain } });
    // Client 203.0.113.7 behind proxies 10.0.0.1 and 10.0.0.2; the leftmost entry is forged.
    expect((await via("1.1.1.1, 203.0.113.7, 10.0.0.1")).status).toBe(202);
    expect((await via("2.2.2.2, 203.0.113.7, 10.0.0.1")).status).toBe(429);
    expect((await via("203.0.113.8, 10.0.0.1")).status).toBe(202);
  });

  it("answers 503 when the database is closed, and never 2xx", async () => {
    start();
    relay.outbox.close();
    const response = await post(valid);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: "unavailable", errors: {} });
    expect(events()).toContainEqual(
      expect.objectContaining({ event: "contact.unavailable", level: "error" }),
    );
  });

  it("answers 503 when the database is read-only", async () => {
    start();
    relay.outbox.database.pragma("query_only = ON");
    const response = await post(valid);
    expect(response.status).toBe(503);
    relay.outbox.database.pragma("query_only = OFF");
    expect(relay.outbox.list()).toHaveLength(0);
  });

  it("does not count a failed request against the limit", async () => {
    start({ CONTACT_RATE_LIMIT: "1" });
    relay.outbox.database.pragma("query_only = ON");
    expect((await post(valid)).status).toBe(503);
    relay.outbox.database.pragma("query_only = OFF");
    expect((await post(valid)).status).toBe(202);
  });

  it("never logs the message body", async () => {
    start();
    await post({ ...valid, message: "very private words" });
    await post({ ...valid, message: "x".repeat(1001) + "private" });
    expect(lines.join("\n")).not.toContain("private");
    expect(lines.join("\n")).not.toContain("ada@example.com");
  });

  it("keeps messages in the database when no webhook is configured", async () => {
    start();
    expect(relay.worker).toBeUndefined();
    await post(valid);
    expect(relay.outbox.list()[0]?.state).toBe("pending");
    expect(events()).toContainEqual(
      expect.objectContaining({ event: "contact.delivery_disabled" }),
    );
  });
});

describe("over a real socket", () => {
  async function listen() {
    const app = new Hono();
    app.route("/api/contact", relay.router);
    const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    const send = (chunks: string[]) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { host: "127.0.0.1", port, path: "/api/contact", method: "POST" },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", reject);
        req.setHeader("Content-Type", "application/json");
        req.setHeader("Transfer-Encoding", "chunked");
        for (const chunk of chunks) req.write(chunk);
        req.end();
      });
    return { send, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("answers 413 to an oversized chunked body", async () => {
    start();
    const server = await listen();
    const json = JSON.stringify(valid);
    expect(await server.send([json.slice(0, 10), json.slice(10)])).toBe(202);
    expect(
      await server.send(['{"name":"', ...Array.from({ length: 20 }, () => "a".repeat(1024))]),
    ).toBe(413);
    await server.close();
  });

  it("keys clients by the socket's peer address", async () => {
    start({ CONTACT_RATE_LIMIT: "1" });
    const server = await listen();
    expect(await server.send([JSON.stringify(valid)])).toBe(202);
    expect(await server.send([JSON.stringify(valid)])).toBe(429);
    await server.close();
  });
});
