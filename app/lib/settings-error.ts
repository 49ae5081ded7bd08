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

  /** The problems zod found in an object of variables, named by their paths. */
  static fromIssues(issues: readonly z.core.$ZodIssue[]): SettingsError {
    return new SettingsError(issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
  }
}
