// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { buildSettingNames, parseBuildSettings } from "#app/lib/settings/build-settings.server.ts";

import { parseSettings, settingNames, SettingsError } from "./settings";

const parseContactSettings = (env: Record<string, string>) => parseSettings(env).contact;

describe("the contact relay's settings", () => {
  it("has defaults for everything", () => {
    expect(parseContactSettings({})).toEqual({
      dataDir: "./data",
      databaseUrl: undefined,
      webhookUrl: undefined,
      webhookToken: undefined,
      webhookAck: "status",
      rateLimit: 5,
      rateLimitMaxClients: 10_000,
      rateWindowMs: 600_000,
      trustProxyHops: 0,
      minFillMs: 1000,
      attemptTimeoutMs: 10_000,
      retryBaseMs: 10_000,
      retryMaxMs: 6 * 60 * 60 * 1000,
      giveUpAfterMs: 72 * 60 * 60 * 1000,
      pollIntervalMs: 5000,
      heldRetentionMs: 30 * 24 * 60 * 60 * 1000,
      deliveredRetentionMs: 90 * 24 * 60 * 60 * 1000,
      maxDatabaseBytes: 256 * 1024 * 1024,
      floodPerHour: 30,
      allowedOrigins: [],
    });
  });

  it("reads every variable", () => {
    const settings = parseContactSettings({
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://relay:pw@db.example.com:5432/site",
      CONTACT_WEBHOOK_URL: "https://n8n.example.com/webhook/abc",
      CONTACT_WEBHOOK_TOKEN: "s3cret",
      CONTACT_WEBHOOK_ACK: "echo",
      CONTACT_RATE_LIMIT: "3",
      CONTACT_RATE_LIMIT_MAX_CLIENTS: "50",
      CONTACT_RATE_WINDOW_SECONDS: "60",
      TRUST_PROXY_HOPS: "1",
      CONTACT_MIN_FILL_MS: "0",
      CONTACT_ATTEMPT_TIMEOUT_MS: "5000",
      CONTACT_RETRY_BASE_MS: "1000",
      CONTACT_RETRY_MAX_MS: "60000",
      CONTACT_GIVE_UP_AFTER_HOURS: "0.5",
      CONTACT_POLL_INTERVAL_MS: "100",
      CONTACT_HELD_RETENTION_DAYS: "7",
      CONTACT_RETENTION_DAYS: "0.5",
      CONTACT_DB_MAX_MB: "0.25",
      CONTACT_FLOOD_PER_HOUR: "12",
      CONTACT_ALLOWED_ORIGINS: "https://ines.example",
    });
    expect(settings).toEqual({
      dataDir: "/var/lib/site",
      databaseUrl: "postgres://relay:pw@db.example.com:5432/site",
      webhookUrl: "https://n8n.example.com/webhook/abc",
      webhookToken: "s3cret",
      webhookAck: "echo",
      rateLimit: 3,
      rateLimitMaxClients: 50,
      rateWindowMs: 60_000,
      trustProxyHops: 1,
      minFillMs: 0,
      attemptTimeoutMs: 5000,
      retryBaseMs: 1000,
      retryMaxMs: 60_000,
      giveUpAfterMs: 30 * 60 * 1000,
      pollIntervalMs: 100,
      heldRetentionMs: 7 * 24 * 60 * 60 * 1000,
      deliveredRetentionMs: 12 * 60 * 60 * 1000,
      maxDatabaseBytes: 256 * 1024,
      floodPerHour: 12,
      allowedOrigins: ["https://ines.example"],
    });
  });

  it("reads the allowed origins and refuses what is not an origin", () => {
    expect(
      parseContactSettings({ CONTACT_ALLOWED_ORIGINS: "https://a.example, https://b.example:8443" })
        .allowedOrigins,
    ).toEqual(["https://a.example", "https://b.example:8443"]);
    expect(() => parseSettings({ CONTACT_ALLOWED_ORIGINS: "https://a.example/path" })).toThrow(
      /CONTACT_ALLOWED_ORIGINS entry "https:\/\/a.example\/path" must be an origin: use https:\/\/a.example/,
    );
    expect(() => parseSettings({ CONTACT_ALLOWED_ORIGINS: "nope" })).toThrow(/not a URL/);
  });

  it("treats empty variables as unset", () => {
    expect(parseContactSettings({ CONTACT_WEBHOOK_URL: "", CONTACT_RATE_LIMIT: "" })).toMatchObject(
      {
        webhookUrl: undefined,
        rateLimit: 5,
      },
    );
  });

  it.each([
    ["CONTACT_RATE_LIMIT", "abc"],
    ["CONTACT_RATE_LIMIT", "0"],
    ["CONTACT_RATE_LIMIT", "-1"],
    ["CONTACT_RATE_WINDOW_SECONDS", "1.5"],
    ["TRUST_PROXY_HOPS", "yes"],
    ["CONTACT_MIN_FILL_MS", "3s"],
    ["CONTACT_ATTEMPT_TIMEOUT_MS", "0"],
    ["CONTACT_GIVE_UP_AFTER_HOURS", "0"],
    ["CONTACT_GIVE_UP_AFTER_HOURS", "forever"],
    ["CONTACT_WEBHOOK_URL", "not a url"],
    ["CONTACT_WEBHOOK_URL", "ftp://example.com/hook"],
    ["CONTACT_WEBHOOK_URL", "https://user:pass@n8n.example.com/webhook"],
    ["CONTACT_WEBHOOK_ACK", "body"],
    ["CONTACT_RETENTION_DAYS", "0"],
    ["CONTACT_HELD_RETENTION_DAYS", "a month"],
    ["CONTACT_DB_MAX_MB", "-5"],
    ["CONTACT_RATE_LIMIT_MAX_CLIENTS", "0"],
    ["CONTACT_WEBHOOK_TOKEN", "line\nbreak"],
    ["DATABASE_URL", "mysql://user:pw@db.example.com/site"],
    ["DATABASE_URL", "localhost:5432"],
    ["CONTACT_FLOOD_PER_HOUR", "0"],
  ])("rejects %s=%j with an error naming the variable", (name, value) => {
    expect(() => parseContactSettings({ [name]: value })).toThrow(SettingsError);
    expect(() => parseContactSettings({ [name]: value })).toThrow(name);
  });

  it("rejects a maximum delay below the base delay", () => {
    expect(() =>
      parseContactSettings({ CONTACT_RETRY_BASE_MS: "5000", CONTACT_RETRY_MAX_MS: "1000" }),
    ).toThrow("CONTACT_RETRY_MAX_MS");
  });

  it("does not echo the token or the URLs in errors", () => {
    try {
      parseContactSettings({
        CONTACT_WEBHOOK_URL: "nope-secret-path",
        CONTACT_WEBHOOK_TOKEN: "a\nsecret",
        DATABASE_URL: "mysql://user:secret@db.example.com/site",
      });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain("secret");
    }
  });
});

describe("the server's settings", () => {
  it("has defaults: 127.0.0.1:3000, the build's client folder", () => {
    expect(parseSettings({})).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      clientDir: "build/client",
    });
    expect(parseSettings({ BUILD_DIR: "out" }).clientDir).toBe("out/client");
    expect(parseSettings({ BUILD_DIR: "out", CLIENT_DIR: "site" }).clientDir).toBe("site");
  });

  it("serves the folder the build writes its site to, however BUILD_DIR is written", () => {
    for (const BUILD_DIR of ["out", "out/", "./dist/site/"]) {
      expect(parseSettings({ BUILD_DIR }).clientDir).toBe(
        parseBuildSettings({ BUILD_DIR }).clientDir,
      );
    }
  });

  it("names every bad variable in one error", () => {
    try {
      parseSettings({ PORT: "http", CONTACT_RATE_LIMIT: "many" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      expect(String(error)).toMatch(/^SettingsError: Invalid settings: PORT must be a port number/);
      expect(String(error)).toContain("CONTACT_RATE_LIMIT must be a whole number >= 1");
    }
    expect(() => parseSettings({ PORT: "70000" })).toThrow("PORT must be a port number");
  });
});

describe("the README", () => {
  it("lists every environment variable the code reads", () => {
    const sources = execFileSync(
      "git",
      // The working tree as it is: new files included, deleted ones left out.
      [
        "ls-files",
        "--cached",
        "--others",
        "--exclude-standard",
        "app",
        "server",
        "scripts",
        "tests",
        "*.config.ts",
      ],
      { encoding: "utf8" },
    )
      .split("\n")
      .filter((file) => /\.tsx?$/.test(file) && existsSync(file));
    const read = new Set([
      ...settingNames,
      ...buildSettingNames,
      "SITE_URL",
      "VITE_CONTACT_ENDPOINT",
    ]);
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g))
        read.add(match[1] ?? "");
    }
    // Set by tools, not by the owner: Node's mode and the terminal's colours, and the PATH.
    for (const name of ["NODE_ENV", "PATH"]) read.delete(name);
    const readme = readFileSync("README.md", "utf8");
    expect([...read].filter((name) => !readme.includes(`\`${name}\``)).sort()).toEqual([]);
  });
});
