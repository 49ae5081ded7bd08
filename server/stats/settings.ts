import { z } from "zod";

import { wholeNumberVariable } from "#app/lib/settings/environment.ts";

// The counting's variables, parsed with the server's other settings in server/settings.ts. The
// store follows the relay's: PostgreSQL at DATABASE_URL when set, else SQLite under DATA_DIR.

export type StatsSettings = {
  /** Count views at all (STATS=off: nothing is counted or stored). */
  enabled: boolean;
  /** Days of aggregates kept; older days are deleted. */
  retentionDays: number;
  /** How often the tally in memory is written to the store. */
  flushIntervalMs: number;
};

export const statsVariables = {
  STATS: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  STATS_RETENTION_DAYS: wholeNumberVariable(1).default(400),
  STATS_FLUSH_INTERVAL_MS: wholeNumberVariable(100).default(5000),
};

type StatsValues = z.infer<z.ZodObject<typeof statsVariables>>;

export function toStatsSettings(values: StatsValues): StatsSettings {
  return {
    enabled: values.STATS === "on",
    retentionDays: values.STATS_RETENTION_DAYS,
    flushIntervalMs: values.STATS_FLUSH_INTERVAL_MS,
  };
}
