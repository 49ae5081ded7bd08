import type { z } from "zod";

/**
 * A bad setting, for the server and the build alike: one problem per variable, each starting with
 * the variable's name. Values are not echoed, as some are secrets.
 */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings: ${problems.join("; ")}`);
    this.name = "SettingsError";
  }

  /** The problems zod found in an object of variables, each named by its variable (and entry). */
  static fromIssues(issues: readonly z.core.$ZodIssue[]): SettingsError {
    return new SettingsError(
      issues.map(({ path: [name, entry], message }) => {
        const where = typeof entry === "number" ? ` (entry ${entry + 1})` : "";
        return `${String(name)}${where} ${message}`;
      }),
    );
  }
}
