// @vitest-environment node
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { listVariable, portVariable, readEnvironment, wholeNumberVariable } from "./environment";
import { SettingsError } from "./settings-error";

const shape = {
  PORT: portVariable.default(4300),
  RUNS: wholeNumberVariable(1).default(3),
  MODES: listVariable(z.enum(["simulate", "devtools"])).default(["simulate"]),
  NAME: z.string().optional(),
};

function problems(env: Record<string, string>): string[] {
  try {
    readEnvironment(shape, env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

describe("settings read from the environment", () => {
  it("take their defaults when unset, empty or blank", () => {
    for (const env of [{}, { PORT: "", RUNS: " ", MODES: "\t", NAME: "" }]) {
      expect(readEnvironment(shape, env)).toEqual({
        PORT: 4300,
        RUNS: 3,
        MODES: ["simulate"],
        NAME: undefined,
      });
    }
  });

  it("parse trimmed values, and lists entry by entry", () => {
    expect(
      readEnvironment(shape, { PORT: " 0 ", RUNS: "12", MODES: "devtools, simulate", NAME: "x" }),
    ).toEqual({ PORT: 0, RUNS: 12, MODES: ["devtools", "simulate"], NAME: "x" });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "65536"],
    ["PORT", "-1"],
    ["RUNS", "0"],
    ["RUNS", "2.5"],
    ["RUNS", "three"],
    ["MODES", "simulated"],
    ["MODES", "simulate,"],
  ])("name the variable of a bad value: %s=%s", (name, value) => {
    const found = problems({ [name]: value });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${name}\\b`));
  });

  it("report every bad variable at once, and never echo a value", () => {
    const found = problems({ PORT: "secret-1", RUNS: "secret-2" });
    expect(found.map((problem) => problem.split(" ")[0])).toEqual(["PORT", "RUNS"]);
    expect(found.join(" ")).not.toContain("secret");
  });
});
