// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ContactMessage } from "#app/lib/contact-schema.ts";
import { migrations } from "#server/outbox/migrations.ts";
import { openOutbox } from "#server/outbox/outbox.ts";
import { openSqlite } from "#server/sqlite.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "#tests/support/server/timeouts.ts";

import { messagesCommandOutput } from "./messages/command";

const root = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);
let dataDir: string;
const ids: string[] = [];

/** The command as the owner runs it: its own process, its exit status and streams. */
function messagesProcess(args: string[]) {
  return run(process.execPath, ["--import", "tsx", "scripts/messages.ts", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH },
  });
}

/** The same command run here (a process is costly, docs/performance.md): its status and output. */
function messages(args: string[], env: Record<string, string> = {}) {
  return messagesCommandOutput(args, env);
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "messages-script-"));
  const outbox = openOutbox({ dataDir });
  const base: ContactMessage = {
    name: "Ada",
    email: "ada@example.com",
    reason: "general",
    message: "Hello",
  };
  // Explicit receipt times: the listing is in arrival order, and the machine's clock may step.
  const start = Date.now() - 60_000;
  ids.push(
    outbox.enqueue(base, start),
    outbox.enqueue({ ...base, name: "Grace", message: "Line\nbreak" }, start + 1000),
    // Stored before the schema refused such names: a terminal must not act on them.
    outbox.enqueue(
      { ...base, name: "\x1b]0;pwned\x07\u202eevil", heldCause: "honeypot" },
      start + 2000,
    ),
  );
  outbox.claimDue("w", Date.now(), 1000);
  outbox.markRetry(ids[0] ?? "", "HTTP 502", Date.now() + 60_000, "w");
  outbox.close();
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run messages", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it("prints a table with state, attempts, next attempt and last error", async () => {
    const { stdout } = await messagesProcess(["--data-dir", dataDir]);
    const lines = stdout.split("\n");
    expect(lines[0]).toMatch(/^id\s+received \(UTC\)\s+state\s+tries\s+next attempt/);
    expect(lines.find((line) => line.startsWith(ids[0] ?? "-"))).toMatch(
      /pending\s+1\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+Ada <ada@example.com>\s+general\s+Hello\s+HTTP 502/,
    );
    expect(lines.find((line) => line.startsWith(ids[1] ?? "-"))).toContain("Line break");
    expect(stdout).toContain("3 messages: 2 pending, 0 delivered, 0 failed, 1 held");
  });

  it("shows control and format characters escaped, never raw", async () => {
    const { stdout } = await messages(["--data-dir", dataDir]);
    expect(stdout).toContain("\\x1b]0;pwned\\x07\\u{202e}evil");
    expect(stdout).toContain("held: honeypot");
    // eslint-disable-next-line no-control-regex -- looking for raw control characters
    expect(stdout).not.toMatch(/[\x1b\x07\u202e]/);
    const json = await messages(["--json", "--data-dir", dataDir]);
    // eslint-disable-next-line no-control-regex -- looking for raw control characters
    expect(json.stdout).not.toMatch(/[\x1b\x07\u202e]/);
    expect(JSON.parse(json.stdout)).toContainEqual(
      expect.objectContaining({ name: "\x1b]0;pwned\x07\u202eevil", heldCause: "honeypot" }),
    );
  });

  it("filters by state", async () => {
    const { stdout } = await messages(["--json", "--state", "held", "--data-dir", dataDir]);
    expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ id: ids[2], state: "held" })]);
    expect(await messages(["--state", "lost", "--data-dir", dataDir])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--state must be one of"),
    });
  });

  it("prints JSON with --json, reading DATA_DIR", async () => {
    const { stdout } = await messages(["--json"], { DATA_DIR: dataDir });
    const parsed: unknown = JSON.parse(stdout);
    expect(parsed).toEqual([
      expect.objectContaining({ id: ids[0], state: "pending", attempts: 1, lastError: "HTTP 502" }),
      expect.objectContaining({ id: ids[1], message: "Line\nbreak", attempts: 0 }),
      expect.objectContaining({ id: ids[2], state: "held" }),
    ]);
  });

  it("releases a held message and retries a failed one, by id", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "messages-commands-"));
    try {
      const outbox = openOutbox({ dataDir: dir });
      const base: ContactMessage = {
        name: "Ada",
        email: "ada@example.com",
        reason: "general",
        message: "Hello",
      };
      const held = outbox.enqueue({ ...base, heldCause: "too_fast" });
      const failed = outbox.enqueue(base);
      outbox.claimDue("w", Date.now(), 1000);
      outbox.markFailed(failed, "HTTP 410: the webhook is gone", "w");
      outbox.close();

      const released = await messages(["release", held, "--data-dir", dir]);
      expect(released).toMatchObject({ code: 0, stderr: "" });
      expect(released.stdout).toContain(`Message ${held} is pending again`);
      expect(await messages(["retry", failed, "--data-dir", dir])).toMatchObject({ code: 0 });
      expect(await messages(["retry", held, "--data-dir", dir])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("is pending, not failed"),
      });
      expect(await messages(["release", "no-such-id", "--data-dir", dir])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("No message with id no-such-id"),
      });

      const after = openOutbox({ dataDir: dir });
      expect(after.get(held)).toMatchObject({ state: "pending", heldCause: "too_fast" });
      expect(after.get(failed)).toMatchObject({ state: "pending", attempts: 1 });
      after.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lists an older database without upgrading it (read-only)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "messages-readonly-"));
    try {
      const db = openSqlite(path.join(dir, "messages.sqlite"));
      db.pragma("journal_mode = WAL");
      db.exec(migrations[0] ?? "");
      db.pragma("user_version = 1");
      db.prepare(
        `INSERT INTO messages (id, created_at, name, email, reason, message, next_attempt_at)
         VALUES ('old-1', 1, 'Ada', 'ada@example.com', 'general', 'Hi', 1)`,
      ).run();
      db.close();

      const { stdout } = await messages(["--json", "--data-dir", dir]);
      expect(JSON.parse(stdout)).toEqual([
        expect.objectContaining({ id: "old-1", heldCause: null }),
      ]);
      const check = openSqlite(path.join(dir, "messages.sqlite"), { readOnly: true });
      expect(check.pragma("user_version")).toBe(1);
      check.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails clearly without a database, and on an unknown option", async () => {
    await expect(
      messagesProcess(["--data-dir", path.join(dataDir, "missing")]),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No messages database"),
    });
    expect(await messages(["--jsn"])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Unknown option '--jsn'[\s\S]*usage:/),
    });
  });
});
