import type { HttpBindings } from "@hono/node-server";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

import { openContactRelay } from "../contact/relay";
import { handleUnexpectedError } from "../http-errors";
import { createLogger } from "../logger";
import { parseSettings } from "../settings";

// The relay alone on a port, for the crash test and the benchmark (the site's server is
// server/index.ts). PORT=0 picks a free port; the chosen one is logged as `relay.listening`.

const logger = createLogger();
// Unlike the site's server, the port defaults to 0 here.
const settings = parseSettings({ PORT: "0", ...process.env });
const relay = await openContactRelay({ settings: settings.contact, logger });
const app = new Hono<{ Bindings: HttpBindings }>();
app.onError(handleUnexpectedError(logger));
app.get("/healthz", async (c) => {
  const health = await relay.health();
  return c.json(health, health.ok ? 200 : 503);
});
app.route("/api/contact", relay.router);

const server = serve(
  {
    fetch: app.fetch,
    hostname: settings.host,
    port: settings.port,
  },
  (info) => logger.info("relay.listening", { host: info.address, port: info.port }),
);

function stop(signal: string) {
  logger.info("relay.stopping", { signal });
  server.close();
  void relay.close().then(() => process.exit(0));
}

process.once("SIGTERM", () => stop("SIGTERM"));
process.once("SIGINT", () => stop("SIGINT"));
