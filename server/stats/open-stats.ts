import type { Logger } from "../logger";
import { openPostgresStatsStore } from "./postgres-stats-store";
import { createStatsRecorder, type StatsRecorder } from "./recorder";
import type { StatsSettings } from "./settings";
import { openSqliteStatsStore } from "./sqlite-stats-store";
import type { StatsStore } from "./store";

// The server's counting, on the store the relay's settings name: PostgreSQL at DATABASE_URL, else
// `stats.sqlite` under DATA_DIR. A store that cannot be opened is logged and the server goes on
// without counting: visit counts are never a reason for a page to fail.

export type Stats = { recorder: StatsRecorder; close(): Promise<void> };

export async function openStats(options: {
  settings: StatsSettings;
  dataDir: string;
  databaseUrl: string | undefined;
  logger: Logger;
}): Promise<Stats | undefined> {
  const { settings, logger } = options;
  if (!settings.enabled) return undefined;
  let store: StatsStore;
  try {
    store =
      options.databaseUrl === undefined
        ? openSqliteStatsStore(options.dataDir)
        : await openPostgresStatsStore({
            url: options.databaseUrl,
            onConnectionError: (error) => logger.warn("stats.connection_error", { error }),
          });
  } catch (error) {
    logger.error("stats.store_unavailable", { error, hint: "pages are served, not counted" });
    return undefined;
  }
  const recorder = createStatsRecorder({
    store,
    logger,
    flushIntervalMs: settings.flushIntervalMs,
    retentionDays: settings.retentionDays,
  });
  return {
    recorder,
    async close() {
      await recorder.close();
      await store.close().catch((error: unknown) => logger.warn("stats.close_failed", { error }));
    },
  };
}
