import type { PostgresStore } from "./postgres-store";
import { openPostgresStore } from "./postgres-store";
import type { SqliteStore } from "./sqlite-store";
import { openSqliteStore } from "./sqlite-store";

// Which store the relay and the owner's CLI use: PostgreSQL when DATABASE_URL is set, else the
// SQLite file under DATA_DIR.

export type AnyStore = SqliteStore | PostgresStore;

export type StoreSettings = {
  dataDir: string;
  databaseUrl: string | undefined;
  maxDatabaseBytes: number;
};

export async function openStore(
  settings: StoreSettings,
  events: {
    onRescue?: (event: { file: string; error?: unknown }) => void;
    onConnectionError?: (error: Error) => void;
  } = {},
): Promise<AnyStore> {
  if (settings.databaseUrl !== undefined) {
    return await openPostgresStore({
      url: settings.databaseUrl,
      maxBytes: settings.maxDatabaseBytes,
      onConnectionError: events.onConnectionError,
    });
  }
  return openSqliteStore({
    dataDir: settings.dataDir,
    maxBytes: settings.maxDatabaseBytes,
    onRescue: events.onRescue,
  });
}
