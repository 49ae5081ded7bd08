// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createGroupCommit } from "./group-commit";
import type { Outbox } from "./outbox";
import { openOutbox } from "./outbox";
import { sqliteStore } from "./sqlite-store";

const message = {
  name: "Ada",
  email: "ada@example.com",
  reason: "general",
  message: "Hi",
} as const;

let dataDir: string;
let outbox: Outbox;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "group-commit-"));
  outbox = openOutbox({ dataDir });
});

afterEach(() => {
  outbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("createGroupCommit", () => {
  it("writes messages enqueued together in one transaction, and each gets its own id", async () => {
    const store = sqliteStore(outbox);
    const spy = vi.spyOn(store, "enqueueMany");
    const enqueue = createGroupCommit(store);
    const stored = await Promise.all(
      Array.from({ length: 20 }, (_, i) => enqueue({ ...message, name: `n${i}` })),
    );
    const ids = stored.map(({ id }) => id);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(new Set(ids).size).toBe(20);
    ids.forEach((id, i) => expect(outbox.get(id)?.name).toBe(`n${i}`));
    await enqueue(message);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("rejects every caller of a batch whose commit failed, and stores none of it", async () => {
    const enqueue = createGroupCommit(sqliteStore(outbox));
    outbox.database.pragma("query_only = ON");
    const results = await Promise.allSettled([enqueue(message), enqueue(message)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    outbox.database.pragma("query_only = OFF");
    expect(outbox.list()).toHaveLength(0);
    await expect(enqueue(message)).resolves.toMatchObject({ id: expect.any(String) });
  });
});
