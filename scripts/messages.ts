import { messagesCommand } from "./messages/command";

// The owner's view of the contact outbox, in SQLite under DATA_DIR or in PostgreSQL at DATABASE_URL
// (the server's own settings, so the CLI reads the outbox the server writes).
//   npm run messages [-- --json] [-- --state held] [-- --data-dir ./data]
//   npm run messages -- release <id>   a held message goes out for delivery
//   npm run messages -- release --cause flood   every message the flood guard held
//   npm run messages -- retry <id>     a failed message gets a new delivery period
// Listing opens a SQLite database read-only; only release and retry write. Neither migrates.

process.exitCode = await messagesCommand(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
