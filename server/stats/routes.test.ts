import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp } from "../app";
import { createLogger } from "../logger";
import type { StatsRecorder } from "./recorder";

// Counting as the app wires it, through app.request(): which answers count, what the beacons take,
// and that a broken recorder never changes an answer.

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "stats-routes-"));
  for (const [name, text] of Object.entries({
    "index.html": "<h1>home</h1>",
    "es/index.html": "<h1>inicio</h1>",
    "cv/index.html": "<h1>cv</h1>",
    "404.html": "<h1>404</h1>",
  })) {
    mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    writeFileSync(path.join(clientDir, name), text);
  }
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

function recording(fail = false) {
  const views: unknown[] = [];
  const vitals: unknown[] = [];
  const recorder: StatsRecorder = {
    view(view) {
      if (fail) throw new Error("broken");
      views.push(view);
    },
    vital(entry) {
      vitals.push(entry);
    },
    flush: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  const lines: string[] = [];
  const app = createApp({
    clientDir,
    logger: createLogger((line) => lines.push(line)),
    stats: { recorder, trustProxyHops: 0 },
  });
  return { app, views, vitals, lines };
}

const beacon = (body: string) => ({
  method: "POST",
  body,
  headers: { "User-Agent": chrome, "Content-Type": "text/plain;charset=UTF-8" },
});

describe("counting in the app", () => {
  it("counts pages and 404s, not assets or other answers", async () => {
    const { app, views } = recording();
    const get = (url: string) => app.request(url, { headers: { "User-Agent": chrome } });
    const cv = await get("/cv");
    expect(cv.status).toBe(200);
    // The same page revalidated is a view; a HEAD is not.
    const revalidated = { "User-Agent": chrome, "If-None-Match": cv.headers.get("ETag") ?? "" };
    expect((await app.request("/cv", { headers: revalidated })).status).toBe(304);
    const head = { method: "HEAD", headers: { "User-Agent": chrome } };
    expect((await app.request("/cv", head)).status).toBe(200);
    expect((await get("/nope")).status).toBe(404);
    expect((await get("/100%25")).status).toBe(404);
    expect((await get("/es")).status).toBe(308);
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/api/nothing")).status).toBe(404);
    expect(views).toEqual([
      { kind: "page", path: "/cv", language: "en", referrer: "(direct)", device: "desktop" },
      { kind: "page", path: "/cv", language: "en", referrer: "(direct)", device: "desktop" },
      { kind: "not_found", path: "/nope", language: "en", referrer: "(direct)", device: "desktop" },
      { kind: "not_found", path: "/100%", language: "en", referrer: "(direct)", device: "desktop" },
    ]);
  });

  it("counts a shown prerendered page once, for a page the build has", async () => {
    const { app, views } = recording();
    const answers = await Promise.all([
      app.request("/api/stats/view", beacon(JSON.stringify({ path: "/es/" }))),
      app.request("/api/stats/view", beacon(JSON.stringify({ path: "/made-up" }))),
      app.request("/api/stats/view", beacon("not json")),
      app.request("/api/stats/view", beacon(JSON.stringify({ path: "/es/", extra: 1 }))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    expect(views).toEqual([
      { kind: "page", path: "/es/", language: "es", referrer: "(direct)", device: "desktop" },
    ]);
  });

  it("takes field speed figures by template and engine, small and valid only", async () => {
    const { app, vitals } = recording();
    const post = (body: string) => app.request("/api/stats/vitals", beacon(body));
    expect((await post(JSON.stringify({ path: "/cv", LCP: 1234.5, CLS: 0.01 }))).status).toBe(204);
    expect((await post(JSON.stringify({ path: "/x", INP: 80 }))).status).toBe(204);
    expect((await post(JSON.stringify({ path: "/cv", LCP: -1 }))).status).toBe(204);
    expect((await post(JSON.stringify({ path: "/cv", ua: "x".repeat(600) }))).status).toBe(413);
    expect(vitals).toEqual([
      { template: "cv", engine: "chromium", metric: "LCP", value: 1234.5 },
      { template: "cv", engine: "chromium", metric: "CLS", value: 0.01 },
      { template: "404", engine: "chromium", metric: "INP", value: 80 },
    ]);
  });

  it("answers the page as usual when counting fails, and logs it once", async () => {
    const { app, lines } = recording(true);
    for (let i = 0; i < 3; i += 1) {
      const answer = await app.request("/", { headers: { "User-Agent": chrome } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("home");
    }
    expect(lines.filter((line) => line.includes("stats.count_failed"))).toHaveLength(1);
  });
});
