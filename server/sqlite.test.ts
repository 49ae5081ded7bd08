import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { PROCESS_TEST_TIMEOUT_MS } from "#tests/support/server/timeouts.ts";

import {
  openSharedSqlite,
  openSqlite,
  type SqliteDatabase,
  sqliteDriverName,
  sqliteProblem,
} from "./sqlite";

const run = promisify(execFile);
const churn = fileURLToPath(new URL("../tests/support/server/statement-churn.ts", import.meta.url));

let dir: string;
let db: SqliteDatabase;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "sqlite-"));
  db = openSqlite(path.join(dir, "test.sqlite"));
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL) STRICT");
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("openSqlite", () => {
  it("uses Node's own driver where it has one, and better-sqlite3 only where it has not", () => {
    const builtIn = process.getBuiltinModule("node:sqlite") !== undefined;
    expect(sqliteDriverName()).toBe(builtIn ? "node:sqlite" : "better-sqlite3");
  });

  it("binds named and positional parameters and answers rows, counts and pragmas alike", () => {
    const insert = db.prepare("INSERT INTO t (name) VALUES (@name)");
    expect(insert.run({ name: "Ada" })).toEqual({ changes: 1 });
    expect(db.prepare("SELECT name FROM t WHERE id = ?").get(1)).toEqual({ name: "Ada" });
    expect(db.prepare("SELECT name FROM t WHERE id = ?").get(2)).toBeUndefined();
    expect(db.prepare("SELECT name FROM t").all()).toEqual([{ name: "Ada" }]);
    expect(db.pragma("journal_mode = WAL")).toBe("wal");
    expect(db.pragma("synchronous = FULL")).toBeUndefined();
    expect(db.pragma("synchronous")).toBe(2);
  });

  it("commits an immediate transaction that returns, and rolls back one that throws", () => {
    const insert = db.prepare("INSERT INTO t (name) VALUES (?)");
    expect(db.immediate(() => insert.run("kept").changes)).toBe(1);
    expect(() =>
      db.immediate(() => {
        insert.run("dropped");
        throw new Error("stop");
      }),
    ).toThrow("stop");
    expect(db.prepare("SELECT name FROM t").all()).toEqual([{ name: "kept" }]);
    // The connection is usable again: the failed transaction did not stay open.
    expect(db.immediate(() => insert.run("after").changes)).toBe(1);
  });

  it("opens read-only without creating, and refuses writes there", () => {
    expect(() => openSqlite(path.join(dir, "missing.sqlite"), { readOnly: true })).toThrow();
    const reader = openSqlite(path.join(dir, "test.sqlite"), { readOnly: true });
    try {
      expect(() => reader.exec("INSERT INTO t (name) VALUES ('x')")).toThrow(/readonly/i);
    } finally {
      reader.close();
    }
  });

  it("closes once, however often it is asked", () => {
    db.close();
    expect(db.isOpen).toBe(false);
    expect(() => db.close()).not.toThrow();
  });

  it(
    "ends cleanly after preparing and collecting thousands of statements",
    async () => {
      const { stdout } = await run(process.execPath, ["--expose-gc", "--import", "tsx", churn], {
        env: { PATH: process.env.PATH },
      });
      expect(stdout).toBe(`${sqliteDriverName()}: 200 rounds\n`);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe("openSharedSqlite", () => {
  it("opens the file in WAL mode with the synchronous level asked for", () => {
    const shared = openSharedSqlite(path.join(dir, "shared.sqlite"), {
      busyTimeoutMs: 1000,
      synchronous: "NORMAL",
    });
    try {
      expect(shared.pragma("journal_mode")).toBe("wal");
      expect(shared.pragma("busy_timeout")).toBe(1000);
      expect(shared.pragma("synchronous")).toBe(1);
    } finally {
      shared.close();
    }
  });

  it("waits out the busy timeout for another's write lock while switching a new file to WAL", () => {
    // Another process creating the same new file holds its write lock (test.sqlite is still in
    // rollback mode). SQLite answers the switch's lock upgrade "locked" at once, without waiting.
    const file = path.join(dir, "test.sqlite");
    db.exec("BEGIN IMMEDIATE");
    const started = performance.now();
    try {
      expect(() => openSharedSqlite(file, { busyTimeoutMs: 300, synchronous: "FULL" })).toThrow(
        /locked/,
      );
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      db.exec("ROLLBACK");
    }
    const shared = openSharedSqlite(file, { busyTimeoutMs: 300, synchronous: "FULL" });
    expect(shared.pragma("journal_mode")).toBe("wal");
    shared.close();
  });
});

describe("sqliteProblem (npm install's check)", () => {
  it("finds none where this Node can open a database", () => {
    expect(sqliteProblem()).toBeUndefined();
  });

  it("names what stops it, for npm install to print", () => {
    const missing = () => {
      throw new Error("SQLite needs Node 22.13 or later, or the better-sqlite3 package");
    };
    expect(sqliteProblem(missing)).toMatch(/needs Node 22\.13 or later/);
  });
});
