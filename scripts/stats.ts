import { statsCommand } from "./stats/command";

// The owner's visit counts, from the store the server writes (SQLite under DATA_DIR or PostgreSQL
// at DATABASE_URL): the last 30 days, or --days N.
//   npm run stats                     a report in the terminal, with small charts
//   npm run stats -- --json           the same figures as JSON
//   npm run stats -- --html FILE      one self-contained page with SVG charts

process.exitCode = await statsCommand(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
