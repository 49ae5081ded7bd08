import { parseArgs, type ParseArgsConfig } from "node:util";

// What the owner's commands (`npm run messages`, `npm run stats`) share: where they write, how they
// stop with a message, and a way for tests to run one without a process of its own.

/** Where a command writes: a line of output, or a line of error. */
export type CommandOutput = { out(line: string): void; err(line: string): void };

/** Ends the command with exit status 1 and the message on standard error. */
class CommandFailure extends Error {}

export function fail(message: string): never {
  throw new CommandFailure(message);
}

/**
 * The command's arguments as `parseArgs` reads them; an unknown or malformed one ends the command
 * with Node's own message, which names it ("Unknown option '--jsn'"), and the usage.
 */
export function parsedArguments<T extends ParseArgsConfig>(
  config: T,
  usage: string,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    if (
      error instanceof TypeError &&
      "code" in error &&
      String(error.code).startsWith("ERR_PARSE_ARGS")
    ) {
      fail(`${error.message}\n${usage}`);
    }
    throw error;
  }
}

/** Runs a command's work; resolves to its exit status, 1 with the message after `fail`. */
export async function exitStatus(
  work: () => Promise<void>,
  output: CommandOutput,
): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (!(error instanceof CommandFailure)) throw error;
    output.err(error.message);
    return 1;
  }
}

/** Runs a command with its output kept: for tests. */
export async function keptOutput(
  command: (output: CommandOutput) => Promise<number>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await command({
    out: (line) => stdout.push(`${line}\n`),
    err: (line) => stderr.push(`${line}\n`),
  });
  return { code, stdout: stdout.join(""), stderr: stderr.join("") };
}
