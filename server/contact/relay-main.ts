import type { HttpBindings } from "@hono/node-server";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

import { handleUnexpectedError } from "../http-errors.js";
import { createLogger } from "../logger.js";
import { createContactRelay } from "./relay.js";

// The relay alone on a port, for the crash test and the benchmark (the site's server is
// server/index.ts). PORT=0 picks a free port; the chosen one is logged as `relay.listening`.

const logger = createLogger();
const relay = createContactRelay({ env: process.env, logger });
const app = new Hono<{ Bindings: HttpBindings }>();
app.onError(handleUnexpectedError(logger));
app.get("/healthz", (c) => {
  const health = relay.health();
  return c.json(health, health.ok ? 200 : 503);
});
app.route("/api/contact", relay.router);

const server = serve(
  {
    fetch: app.fetch,
    hostname: process.env.HOST ?? "127.0.0.1",
    port: Number(process.env.PORT ?? 0),
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
