// @vitest-environment node
import { describe, expect, it } from "vitest";

import { terminalSafe, terminalSafeJson } from "./terminal-safe";

describe("terminalSafe", () => {
  it.each([
    ["\x1b]0;pwned\x07", "\\x1b]0;pwned\\x07"],
    ["Ana\r\nBcc: x", "Ana\\x0d\\nBcc: x"],
    ["nul\0", "nul\\x00"],
    ["\u202eevil", "\\u{202e}evil"],
    ["\u200b", "\\u{200b}"],
    ["c1\u009b31m", "c1\\x9b31m"],
    ["Inés 👩‍💻", "Inés 👩\\u{200d}💻"],
  ])("shows %j as %j", (input, shown) => {
    expect(terminalSafe(input)).toBe(shown);
  });
});

describe("terminalSafeJson", () => {
  it("stays valid JSON with the same values, and no raw control or format character", () => {
    const value = { name: "\u202eevil\u009b", message: "a\nb\x1b[2J" };
    const json = terminalSafeJson(value);
    // Raw line breaks are the pretty-printing's own; no other control or format character is left.
    // eslint-disable-next-line no-control-regex -- looking for raw control characters
    expect(json).not.toMatch(/[\0-\x09\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
