import { existsSync } from "node:fs";
import { resolve } from "node:path";

import { serve } from "@hono/node-server";

import { createApp } from "./app";
import { createContactFormPage } from "./contact/form-page";
import { openContactRelay } from "./contact/relay";
import { createLogger } from "./logger";
import { cspManifestPath } from "./security-headers";
import { parseSettings, SettingsError } from "./settings";
import { openStats } from "./stats/open-stats";
import { stopOnSignals } from "./stop-on-signals";

const logger = createLogger();

function readSettings() {
  try {
    return parseSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    // One line naming each bad variable, then a plain exit: a stack trace would add nothing.
    logger.error("server.invalid_settings", { problems: error.problems });
    process.exit(1);
  }
}

const settings = readSettings();
const clientDir = resolve(settings.clientDir);
if (!existsSync(clientDir)) {
  logger.warn("server.no_build", { clientDir, hint: "run `npm run build` (or `npm start`)" });
}

const relay = await openContactRelay({
  settings: settings.contact,
  logger,
  formPage: createContactFormPage(clientDir),
}).catch((error: unknown) => {
  // The database is unreachable or refused the migration: say so in one line and stop, so that
  // the platform restarts the instance (and does not route visitors to it meanwhile).
  logger.error("server.outbox_unavailable", { error });
  process.exit(1);
});
if (!existsSync(cspManifestPath(clientDir))) {
  logger.warn("server.no_csp_hashes", { hint: "pages' inline scripts will be blocked; rebuild" });
}
const stats = await openStats({
  settings: settings.stats,
  dataDir: settings.contact.dataDir,
  databaseUrl: settings.contact.databaseUrl,
  logger,
});
const app = createApp({
  clientDir,
  relay,
  logger,
  stats: stats && { recorder: stats.recorder, trustProxyHops: settings.contact.trustProxyHops },
});

const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info) => {
  logger.info("server.listening", { url: `http://${settings.host}:${info.port}` });
});

stopOnSignals(server, {
  logger,
  name: "server",
  close: async () => {
    await stats?.close();
    await relay.close();
  },
});
