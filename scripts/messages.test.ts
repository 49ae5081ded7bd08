// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactMessage } from "../app/lib/contact-schema";
import { openOutbox } from "../server/outbox/outbox";

const root = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);
let dataDir: string;
const ids: string[] = [];

function messages(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ["--import", "tsx", "scripts/messages.ts", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
  });
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
  ids.push(
    outbox.enqueue(base),
    outbox.enqueue({ ...base, name: "Grace", message: "Line\nbreak" }),
  );
  outbox.claimDue("w", Date.now(), 1000);
  outbox.markRetry(ids[0] ?? "", "HTTP 502", Date.now() + 60_000, "w");
  outbox.close();
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run messages", () => {
  it("prints a table with state, attempts, next attempt and last error", async () => {
    const { stdout } = await messages(["--data-dir", dataDir]);
    const lines = stdout.split("\n");
    expect(lines[0]).toMatch(/^id\s+received \(UTC\)\s+state\s+tries\s+next attempt/);
    expect(lines.find((line) => line.startsWith(ids[0] ?? "-"))).toMatch(
      /pending\s+1\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+Ada <ada@example.com>\s+general\s+Hello\s+HTTP 502/,
    );
    expect(lines.find((line) => line.startsWith(ids[1] ?? "-"))).toContain("Line break");
    expect(stdout).toContain("2 messages: 2 pending, 0 delivered, 0 failed");
  });

  it("prints JSON with --json, reading DATA_DIR", async () => {
    const { stdout } = await messages(["--json"], { DATA_DIR: dataDir });
    const parsed: unknown = JSON.parse(stdout);
    expect(parsed).toEqual([
      expect.objectContaining({ id: ids[0], state: "pending", attempts: 1, lastError: "HTTP 502" }),
      expect.objectContaining({ id: ids[1], message: "Line\nbreak", attempts: 0 }),
    ]);
  });

  it("fails clearly without a database", async () => {
    await expect(messages(["--data-dir", path.join(dataDir, "missing")])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No messages database"),
    });
  });
});
