import { lineAt, type ProseProblem, type ProseRun } from "./runs";

// How Spanish groups the digits of a number (RAE, Ortografía de la lengua española 2010, and the
// Diccionario panhispánico de dudas, "números"):
// - four digits take no separator: 4612, not 4.612 or 4 612;
// - five or more are grouped by threes from the right with a space (31 870, 1 250 000); the point
//   is no longer recommended, so 31.870 is refused too;
// - the decimal sign is the comma, so "3,5" and "4612,50" are fine.
// Only what is certainly a grouped whole number is refused: one digit, a separator and three digits
// (4.612, 4 612), or groups of three joined by points (31.870, 1.250.000). Left alone: years and
// other numbers without separators (2019, 31870), decimals with a point (3.5: wrong in Spanish too,
// but a different mistake, out of scope), times (10.30, 10:30), versions (v1.2.3, 2.1), and a
// number glued to a letter, a point, a comma or a slash (v1.200, 1,234.567, /a/1.234.svg). A number
// in a code span is quoted, not read: that is how a body writes a version such as `2.100` or an IP
// address such as `192.168.100.200`, which would otherwise read as grouped digits.
// A known false alarm: two numbers side by side with a space ("de 1 a 5 100 veces") read as one.

/** The spaces a writer may put between groups: a space, a no-break space, a thin one. */
const space = "[ \\u00A0\\u202F\\u2009]";
/** Not the tail of a longer number, a version, a word or a path. */
const start = "(?<![\\p{L}\\p{N}_.,/])";

const fourDigits = new RegExp(
  // Not followed by another group: "4 612 000" is a seven-digit number grouped as it should be.
  `${start}[0-9](?:\\.|${space})[0-9]{3}(?!\\p{N}|\\.\\p{N}|${space}[0-9]{3}(?!\\p{N}))`,
  "gu",
);
const pointGroups = new RegExp(
  `${start}(?:[0-9]{2,3}(?:\\.[0-9]{3})+|[0-9](?:\\.[0-9]{3}){2,})(?!\\p{N}|\\.\\p{N})`,
  "gu",
);

/** A misgrouped number: where it starts in the text, as it is written, and what to write. */
type Misgrouped = { index: number; written: string; message: string };

/** The numbers in a Spanish text whose digits are grouped as Spanish does not group them. */
export function misgroupedNumbers(text: string): Misgrouped[] {
  const four = [...text.matchAll(fourDigits)].map((match) => ({
    index: match.index,
    written: match[0],
    message:
      `"${match[0]}": in Spanish a four-digit number takes no separator, ` +
      `write ${match[0].replace(/\D/g, "")}`,
  }));
  const points = [...text.matchAll(pointGroups)].map((match) => ({
    index: match.index,
    written: match[0],
    message:
      `"${match[0]}": in Spanish, five or more digits are grouped with a space, not a point, ` +
      `write ${match[0].replaceAll(".", " ")}`,
  }));
  return [...four, ...points].sort((a, b) => a.index - b.index);
}

/** The misgrouped numbers of a Spanish body, with their lines. */
export function spanishNumberProblems(runs: readonly ProseRun[]): ProseProblem[] {
  return runs.flatMap((run) =>
    misgroupedNumbers(run.text).map(({ index, message }) => ({
      line: lineAt(run, index),
      message,
    })),
  );
}
