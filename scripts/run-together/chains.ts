/** An npm script's result, with its output held back so that scripts run together do not interleave. */
export type Outcome = { script: string; code: number; output: string; seconds: number };

/**
 * Reads `a+b` as "b after a": a chain's scripts run one after another, each chain beside the others.
 * The later scripts of a chain run even when an earlier one failed, so every result is reported.
 */
export function parseChains(args: readonly string[]): string[][] {
  return args.map((arg) => arg.split("+").filter((script) => script !== ""));
}

/** Runs the chains side by side; the outcomes come back in the order the scripts were given. */
export async function runChains(
  chains: readonly (readonly string[])[],
  run: (script: string) => Promise<Outcome>,
): Promise<Outcome[]> {
  const results = await Promise.all(
    chains.map(async (chain) => {
      const outcomes: Outcome[] = [];
      for (const script of chain) outcomes.push(await run(script));
      return outcomes;
    }),
  );
  return results.flat();
}

/**
 * The order to print outcomes in: the passed ones first, then the failed ones, each in the order
 * given. A log is read from its end (CI keeps only its tail), so what failed is printed last.
 */
export function failuresLast(outcomes: readonly Outcome[]): Outcome[] {
  return [
    ...outcomes.filter((outcome) => outcome.code === 0),
    ...outcomes.filter((outcome) => outcome.code !== 0),
  ];
}
