import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp } from "./app";
import { type ContactRelay, createContactRelay } from "./contact/relay";
import { createLogger } from "./logger";
import {
  type CspManifest,
  cspManifestPath,
  pageCsp,
  resourceCsp,
  sharedSecurityHeaders,
} from "./security-headers";
import { parseSettings } from "./settings";

const homeHash = `sha256-${"A".repeat(43)}=`;
const notFoundHash = `sha256-${"B".repeat(43)}=`;
const manifest: CspManifest = {
  connectSources: ["https://relay.example"],
  pages: { "/index.html": [homeHash], "/404.html": [notFoundHash] },
};

let root: string;
let relay: ContactRelay;
let app: ReturnType<typeof createApp>;

function write(path: string, body: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, body);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "security-headers-"));
  const clientDir = join(root, "client");
  write(join(clientDir, "index.html"), "<h1>home</h1>");
  write(join(clientDir, "404.html"), "<h1>Oops! Page not found</h1>");
  write(join(clientDir, "assets/app-abc123.js"), "console.log(1)");
  write(join(clientDir, "_headers"), "/*\n  X-Test: 1\n");
  write(cspManifestPath(clientDir), JSON.stringify(manifest));
  relay = createContactRelay({
    settings: parseSettings({ DATA_DIR: join(root, "data") }).contact,
    logger: createLogger(() => {}),
  });
  app = createApp({ clientDir, relay });
});

afterAll(async () => {
  await relay.close();
  rmSync(root, { recursive: true, force: true });
});

function expectSharedHeaders(response: Response) {
  for (const [name, value] of Object.entries(sharedSecurityHeaders)) {
    expect(response.headers.get(name), name).toBe(value);
  }
  // A new process for every arrival costs the first paint (docs/decisions/0008-no-coop.md).
  expect(response.headers.get("Cross-Origin-Opener-Policy")).toBeNull();
  expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
}

describe("security headers", () => {
  it("gives a page the policy with its own script hashes", async () => {
    const response = await app.request("/");
    expect(response.status).toBe(200);
    expectSharedHeaders(response);
    const csp = response.headers.get("content-security-policy");
    expect(csp).toBe(
      pageCsp({ scriptHashes: [homeHash], connectSources: ["https://relay.example"] }),
    );
    expect(csp).toContain(`script-src 'self' '${homeHash}'`);
    expect(csp).not.toContain(notFoundHash);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("gives a 404 page the 404 page's hashes, with status 404", async () => {
    const response = await app.request("/nowhere");
    expect(response.status).toBe(404);
    expectSharedHeaders(response);
    expect(response.headers.get("content-security-policy")).toContain(`'${notFoundHash}'`);
  });

  it.each([
    ["an asset", "/assets/app-abc123.js", 200],
    ["a missing asset", "/assets/gone.js", 404],
    ["a redirect", "/es", 308],
    ["the health check", "/healthz", 200],
    ["an unknown API path", "/api/nothing", 404],
  ])("sends the shared headers and a resource policy on %s", async (_, path, status) => {
    const response = await app.request(path);
    expect(response.status).toBe(status);
    expectSharedHeaders(response);
    expect(response.headers.get("content-security-policy")).toBe(resourceCsp);
  });

  it("covers the contact API's refusals", async () => {
    const response = await app.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hello",
    });
    expect(response.status).toBe(415);
    expectSharedHeaders(response);
    expect(response.headers.get("content-security-policy")).toBe(resourceCsp);
  });

  it("does not serve the static hosts' settings files", async () => {
    expect((await app.request("/_headers")).status).toBe(404);
  });
});

describe("pageCsp", () => {
  it("lists every directive the site relies on", () => {
    const csp = pageCsp({ scriptHashes: [homeHash], connectSources: [] });
    expect(csp.split("; ")).toEqual([
      "default-src 'self'",
      `script-src 'self' '${homeHash}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]);
  });

  it("lets the contact page's form post to a relay on another origin", () => {
    const csp = pageCsp({ scriptHashes: [], connectSources: ["https://relay.example"] });
    expect(csp).toContain("connect-src 'self' https://relay.example");
    expect(csp).toContain("form-action 'self' https://relay.example");
  });
});
