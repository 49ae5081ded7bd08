import type { Logger } from "./logger";

type Closable = { close(callback: () => void): unknown };

export type StopOptions = {
  logger: Logger;
  /** Prefix of the log events: `<name>.stopping`, `<name>.stopped`. */
  name: string;
  /** Runs once the server has stopped taking requests: the relay's delivery attempt ends here. */
  close: () => Promise<void>;
  graceMs?: number;
  exit?: (code: number) => void;
};

/**
 * Stops the process on SIGTERM or SIGINT, once: the server finishes the requests in flight, then
 * `close` runs and the process exits. A deploy never waits longer than `graceMs`: past it, the
 * process exits with a failure code. Returns the stop function, which tests call directly.
 */
export function stopOnSignals(
  server: Closable,
  { logger, name, close, graceMs = 10_000, exit = (code) => process.exit(code) }: StopOptions,
) {
  let stopping = false;
  function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info(`${name}.stopping`, { signal });
    const force = setTimeout(() => exit(1), graceMs);
    force.unref();
    server.close(() => {
      void close().then(() => {
        clearTimeout(force);
        logger.info(`${name}.stopped`, {});
        exit(0);
      });
    });
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return stop;
}
