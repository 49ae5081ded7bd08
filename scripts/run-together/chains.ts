/** An npm script's result, with its output held back so that scripts run together do not interleave. */
export type Outcome = { script: string; code: number; output: string; seconds: number };

/** A chain of npm scripts, and whether it runs on the CPU time the other chains leave. */
export type Chain = { scripts: string[]; yielding: boolean };

/** The flag after which chains yield the CPU to the ones before it. */
const yieldingFlag = "--yielding";

/**
 * Reads `a+b` as "b after a": a chain's scripts run one after another, each chain beside the others.
 * The later scripts of a chain run even when an earlier one failed, so every result is reported.
 * Chains after `--yielding` run at a lower CPU priority.
 */
export function parseChains(args: readonly string[]): Chain[] {
  const flag = args.indexOf(yieldingFlag);
  return args.flatMap((arg, index) =>
    arg === yieldingFlag
      ? []
      : [
          {
            scripts: arg.split("+").filter((script) => script !== ""),
            yielding: flag !== -1 && index > flag,
          },
        ],
  );
}

/** Runs the chains side by side; the outcomes come back in the order the scripts were given. */
export async function runChains(
  chains: readonly Chain[],
  run: (script: string, yielding: boolean) => Promise<Outcome>,
): Promise<Outcome[]> {
  const results = await Promise.all(
    chains.map(async ({ scripts, yielding }) => {
      const outcomes: Outcome[] = [];
      for (const script of scripts) outcomes.push(await run(script, yielding));
      return outcomes;
    }),
  );
  return results.flat();
}
