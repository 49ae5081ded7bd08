import { z } from "zod";

import { SettingsError } from "./settings-error";

// How every program of the project reads its settings from the environment: the server, the build,
// the dev server, the tests and the benchmarks. A blank variable counts as unset (`FOO=` in an env
// file usually means "use the default"), values are trimmed, and a bad value stops the program
// with its variable's name instead of turning into NaN or a silent default.

const portMessage = "must be a port number (0-65535)";

/** A TCP port, written in decimal. */
export const portVariable = z
  .string()
  .regex(/^\d+$/, { error: portMessage })
  .transform(Number)
  .pipe(z.number().max(65535, { error: portMessage }));

/** A whole number, written in decimal, at least `min`. */
export function wholeNumberVariable(min: number) {
  const error = `must be a whole number >= ${min}`;
  return z
    .string()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().min(min, { error }));
}

/** A comma-separated list, each entry trimmed and checked by `entry`; at least one. */
export function listVariable<Entry extends z.ZodType<unknown, string>>(entry: Entry) {
  return z
    .string()
    .transform((value) => value.split(",").map((item) => item.trim()))
    .pipe(z.array(entry).min(1));
}

/** The variables of `shape` from `env`, parsed; throws a SettingsError naming each bad one. */
export function readEnvironment<Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  env: Record<string, string | undefined>,
): z.output<z.ZodObject<Shape>> {
  const present = Object.fromEntries(
    Object.keys(shape).map((name) => [name, env[name]?.trim() || undefined]),
  );
  const result = z.object(shape).safeParse(present);
  if (!result.success) throw SettingsError.fromIssues(result.error.issues);
  return result.data;
}
