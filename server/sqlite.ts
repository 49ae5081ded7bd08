import { createRequire } from "node:module";

import type BetterSqlite3 from "better-sqlite3";

// One synchronous SQLite interface over the driver this Node has: the built-in `node:sqlite` where
// it loads without a flag (Node 22.13 and later), else better-sqlite3 12 (Node 20, whose last LTS
// has no built-in driver). better-sqlite3 12 aborts the process on Node 24 when a collected
// statement is finalised (ADR 23), and its successor no longer runs on Node 20. Both drivers run
// the same SQLite with the same pragmas, so the outbox's durability (WAL, `synchronous=FULL`) does
// not depend on which one is loaded.

/** A value SQLite stores, as both drivers bind and return it. */
type SqliteValue = string | number | bigint | null | Uint8Array;
type Parameters = readonly SqliteValue[] | [Readonly<Record<string, SqliteValue>>];

type SqliteStatement = {
  run(...parameters: Parameters): { changes: number };
  /** The first row, or undefined when there is none. */
  get(...parameters: Parameters): unknown;
  all(...parameters: Parameters): unknown[];
};

export type SqliteDatabase = {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  /** The first column of `PRAGMA <statement>`'s first row (undefined for a pragma that sets). */
  pragma(statement: string): unknown;
  /** Runs `work` in a BEGIN IMMEDIATE transaction: committed when it returns, rolled back if it throws. */
  immediate<T>(work: () => T): T;
  readonly isOpen: boolean;
  close(): void;
};

/** The subset of `node:sqlite` used here (@types/node 20 does not describe the module). */
type NodeSqlite = {
  DatabaseSync: new (
    file: string,
    options?: { readOnly?: boolean },
  ) => {
    exec(sql: string): void;
    prepare(sql: string): {
      run(...parameters: Parameters): { changes: number | bigint };
      get(...parameters: Parameters): unknown;
      all(...parameters: Parameters): unknown[];
    };
    close(): void;
  };
};

type Driver = {
  name: "node:sqlite" | "better-sqlite3";
  open(file: string, readOnly: boolean): Omit<SqliteDatabase, "pragma" | "immediate" | "isOpen">;
};

// Node's own module, whose shape its documentation fixes for every version that loads it unflagged.
function isNodeSqlite(value: unknown): value is NodeSqlite {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "DatabaseSync") === "function"
  );
}

function builtInDriver(): Driver | undefined {
  // `getBuiltinModule` answers undefined where Node has no such module (Node 20) or keeps it behind
  // `--experimental-sqlite` (Node 22.5 to 22.12), instead of throwing as an import would.
  const loaded: unknown = process.getBuiltinModule("node:sqlite");
  if (!isNodeSqlite(loaded)) return undefined;
  const { DatabaseSync } = loaded;
  return {
    name: "node:sqlite",
    open(file, readOnly) {
      const db = new DatabaseSync(file, { readOnly });
      return {
        exec: (sql) => db.exec(sql),
        prepare(sql) {
          const statement = db.prepare(sql);
          return {
            run: (...parameters) => ({ changes: Number(statement.run(...parameters).changes) }),
            get: (...parameters) => statement.get(...parameters),
            all: (...parameters) => statement.all(...parameters),
          };
        },
        close: () => db.close(),
      };
    },
  };
}

function addonDriver(): Driver {
  const require = createRequire(import.meta.url);
  let Database: typeof BetterSqlite3;
  try {
    // better-sqlite3's CommonJS export is the Database class, as its own types describe it.
    Database = require("better-sqlite3");
  } catch (error) {
    // An optional dependency: npm goes on without it when it cannot compile it.
    throw new Error(
      `SQLite needs Node 22.13 or later, or the better-sqlite3 package built for Node ${process.versions.node}. ` +
        "npm leaves it out without a word when it cannot build it: with no prebuilt binary to " +
        "download, the build needs a C++ compiler and Node's headers (npm_config_nodedir set to the " +
        `folder that holds include/node, such as /usr), then npm install again. (${String(error)})`,
    );
  }
  return {
    name: "better-sqlite3",
    open(file, readOnly) {
      const db = new Database(file, { readonly: readOnly, fileMustExist: readOnly });
      return {
        exec: (sql) => void db.exec(sql),
        prepare(sql) {
          const statement = db.prepare(sql);
          return {
            run: (...parameters) => ({ changes: statement.run(...parameters).changes }),
            // node:sqlite answers undefined for a statement that returns no rows; better-sqlite3 throws.
            get: (...parameters) =>
              statement.reader ? statement.get(...parameters) : void statement.run(...parameters),
            all: (...parameters) => statement.all(...parameters),
          };
        },
        close: () => void db.close(),
      };
    },
  };
}

let driver: Driver | undefined;

function currentDriver() {
  driver ??= builtInDriver() ?? addonDriver();
  return driver;
}

/** Which driver this process uses: `node:sqlite` or `better-sqlite3`. */
export function sqliteDriverName() {
  return currentDriver().name;
}

/** Opens (and creates, unless `readOnly`) the database at `file`. */
export function openSqlite(file: string, options: { readOnly?: boolean } = {}): SqliteDatabase {
  const db = currentDriver().open(file, options.readOnly === true);
  let open = true;
  return {
    exec: db.exec,
    prepare: db.prepare,
    pragma(statement) {
      const row = db.prepare(`PRAGMA ${statement}`).get();
      return typeof row === "object" && row !== null ? Object.values(row)[0] : undefined;
    },
    immediate(work) {
      db.exec("BEGIN IMMEDIATE");
      try {
        const result = work();
        db.exec("COMMIT");
        return result;
      } catch (error) {
        try {
          db.exec("ROLLBACK");
        } catch {
          // SQLite has already rolled back after some errors (SQLITE_FULL among them).
        }
        throw error;
      }
    },
    get isOpen() {
      return open;
    },
    close() {
      if (!open) return;
      open = false;
      db.close();
    },
  };
}

/**
 * Opens (and creates) the database at `file` for processes that share it: each waits up to
 * `busyTimeoutMs` for another's lock, and the file is in WAL mode (readers and the writer do not
 * block each other), with `synchronous` as given.
 */
export function openSharedSqlite(
  file: string,
  { busyTimeoutMs, synchronous }: { busyTimeoutMs: number; synchronous: "FULL" | "NORMAL" },
): SqliteDatabase {
  const db = openSqlite(file);
  try {
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    switchToWal(db, Date.now() + busyTimeoutMs);
    db.pragma(`synchronous = ${synchronous}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

// Switching a new file to WAL writes its header under a read lock it already holds; SQLite does not
// wait for a lock it is upgrading (the busy timeout is skipped, as waiting could deadlock), so when
// two processes open a new database at once, one is told "database is locked" at once. The other
// finishes the switch in a moment: ask again until the busy timeout's deadline.
function switchToWal(db: SqliteDatabase, deadline: number) {
  for (;;) {
    try {
      db.pragma("journal_mode = WAL");
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      // Synchronous like the rest of opening: a few milliseconds, on the way to the first request.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  }
}

/** SQLITE_BUSY, as node:sqlite (its result code) and better-sqlite3 (its name) report it. */
function isBusy(error: unknown) {
  return (
    Reflect.get(Object(error), "errcode") === 5 ||
    Reflect.get(Object(error), "code") === "SQLITE_BUSY"
  );
}

/** What stops this Node from opening a SQLite database, or undefined when it can. */
export function sqliteProblem(
  open: (file: string) => { close(): void } = openSqlite,
): string | undefined {
  try {
    open(":memory:").close();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
