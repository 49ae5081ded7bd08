import { sqliteProblem } from "#server/sqlite.ts";

// Runs after `npm install` (package.json's postinstall). The contact outbox and the visit counts
// need SQLite: Node 22.13 and later have it built in; Node 20 needs better-sqlite3, an optional
// dependency that npm leaves out without a word when it cannot build it. Better a clear failure
// at install than a server that cannot store a message.
const problem = sqliteProblem();
if (problem) {
  console.error(`npm install: ${problem}`);
  process.exitCode = 1;
}
