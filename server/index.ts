import { existsSync } from "node:fs";
import { resolve } from "node:path";

import { serve } from "@hono/node-server";

import { createApp } from "./app";
import { createContactRelay } from "./contact/relay";
import { parseAllowedOrigins } from "./contact-cors";
import { parseServerEnv } from "./env";
import { createLogger } from "./logger";

const logger = createLogger();
const env = parseServerEnv(process.env);
const clientDir = resolve(env.CLIENT_DIR);
if (!existsSync(clientDir)) {
  logger.warn("server.no_build", { clientDir, hint: "run `npm run build` (or `npm start`)" });
}

const relay = createContactRelay({ env: process.env, logger });
if (!existsSync(resolve(clientDir, "../csp-hashes.json"))) {
  logger.warn("server.no_csp_hashes", { hint: "pages' inline scripts will be blocked; rebuild" });
}
const app = createApp({
  clientDir,
  relay,
  logger,
  allowedOrigins: parseAllowedOrigins(process.env.CONTACT_ALLOWED_ORIGINS),
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info("server.listening", { url: `http://${env.HOST}:${info.port}` });
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("server.stopping", { signal });
  // Give in-flight requests and a delivery attempt time to finish, but never hang a deploy.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    void relay.close().then(() => {
      logger.info("server.stopped", {});
      process.exit(0);
    });
  });
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
