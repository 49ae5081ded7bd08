// Stored texts come from strangers. Before they reach the owner's terminal, every character that a
// terminal or a reader could act on (ESC sequences, CR, NUL, C1 controls, bidi overrides, zero-width
// characters) is shown as an escape instead, so a message can neither drive the terminal nor pass
// for something it is not.

const unsafe = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

function escape(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  if (character === "\n") return "\\n";
  if (character === "\t") return "\\t";
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, "0")}`;
  return `\\u{${code.toString(16)}}`;
}

/** The text on one line, with every control or format character made visible. */
export function terminalSafe(text: string): string {
  return text.replace(unsafe, escape);
}

// JSON.stringify already escapes C0 controls inside strings; what it leaves raw is DEL, C1, the
// format characters and the line and paragraph separators, which can only occur inside strings.
const leftRawByJson = /[\x7f-\x9f\p{Cf}\u2028\u2029]/gu;

/** JSON whose strings carry no raw control or format character, with the same values. */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    leftRawByJson,
    (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  );
}
