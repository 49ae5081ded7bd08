import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import { failuresLast, type Outcome, parseChains, runChains } from "./chains";

describe("run-together's chains", () => {
  it("runs a chain's scripts in order, beside the other chains, and reports every outcome", async () => {
    const events: string[] = [];
    const finish = new Map<string, () => void>();
    const run = (script: string) =>
      new Promise<Outcome>((resolve) => {
        events.push(`start ${script}`);
        finish.set(script, () => {
          events.push(`end ${script}`);
          resolve({ script, code: script === "typecheck" ? 2 : 0, output: "", seconds: 0 });
        });
      });
    const outcomes = runChains(parseChains(["typecheck+knip", "lint"]), run);
    await Promise.resolve();
    expect(events).toEqual(["start typecheck", "start lint"]);
    finish.get("lint")?.();
    finish.get("typecheck")?.();
    await new Promise((resolve) => setImmediate(resolve));
    // knip starts only once typecheck has ended, even though typecheck failed.
    expect(events).toEqual([
      "start typecheck",
      "start lint",
      "end lint",
      "end typecheck",
      "start knip",
    ]);
    finish.get("knip")?.();
    expect((await outcomes).map((o) => [o.script, o.code])).toEqual([
      ["typecheck", 2],
      ["knip", 0],
      ["lint", 0],
    ]);
  });

  it("reports the failed scripts last, where a log's tail shows them", () => {
    const outcome = (script: string, code: number): Outcome => ({
      script,
      code,
      output: "",
      seconds: 0,
    });
    const order = failuresLast([
      outcome("test:playwright", 1),
      outcome("format:check", 0),
      outcome("test:engines", 2),
      outcome("lint", 0),
    ]).map((o) => o.script);
    expect(order).toEqual(["format:check", "lint", "test:playwright", "test:engines"]);
  });

  it("test:quick starts knip only after the step that writes the route types", () => {
    const { scripts } = z
      .object({ scripts: z.record(z.string(), z.string()) })
      .parse(JSON.parse(readFileSync("package.json", "utf8")));
    const quick = scripts["test:quick"]?.split(" ") ?? [];
    const chain = parseChains(quick.slice(quick.indexOf("scripts/run-together.ts") + 1)).find(
      (steps) => steps.includes("knip"),
    );
    const before = chain?.slice(0, chain.indexOf("knip")) ?? [];
    expect(before.some((script) => scripts[script]?.includes("react-router typegen"))).toBe(true);
  });
});
