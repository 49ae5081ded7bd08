import { serve } from "@hono/node-server";

import { createApp } from "#server/app.ts";
import { openContactRelay } from "#server/contact/relay.ts";
import { createLogger } from "#server/logger.ts";
import { parseSettings } from "#server/settings.ts";
import { stopOnSignals } from "#server/stop-on-signals.ts";

// The relay alone on a port, for the crash test and the benchmark (the site's server is
// server/index.ts): the site's app without pages. PORT=0 picks a free port; the chosen one is
// logged as `relay.listening`.

const logger = createLogger();
// Unlike the site's server, the port defaults to 0 here.
const settings = parseSettings({ PORT: "0", ...process.env });
const relay = await openContactRelay({ settings: settings.contact, logger });
const app = createApp({ relay, logger });

const server = serve(
  {
    fetch: app.fetch,
    hostname: settings.host,
    port: settings.port,
  },
  (info) => logger.info("relay.listening", { host: info.address, port: info.port }),
);

stopOnSignals(server, { logger, name: "relay", close: () => relay.close() });
