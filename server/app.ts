import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";

import { contactCors } from "./contact/cors";
import type { ContactRelay } from "./contact/relay";
import { handleUnexpectedError, rejectMalformedPaths } from "./http-errors";
import { createLogger, type Logger } from "./logger";
import { pageCspResolver, readCspManifest, securityHeaders } from "./security-headers";
import { createStaticHandler } from "./static";

export type AppOptions = {
  /** The prerendered build to serve; without it, the app is the relay alone (no pages). */
  clientDir?: string;
  relay?: Pick<ContactRelay, "router" | "health">;
  logger?: Logger;
  /** Origins of statically hosted copies of the site allowed to post to the relay. */
  allowedOrigins?: readonly string[];
};

/** The whole site as one Hono app: health, the contact relay and the prerendered build. */
export function createApp({
  clientDir,
  relay,
  allowedOrigins = [],
  logger = createLogger(),
}: AppOptions) {
  const app = new Hono<{ Bindings: HttpBindings }>();

  // First, so that every response below it (pages, assets, API, 404s, redirects) carries them.
  app.use("*", securityHeaders());
  app.use("*", rejectMalformedPaths());
  app.onError(handleUnexpectedError(logger));

  // Healthy only while the outbox takes a message: a balancer stops sending visitors to a server
  // that would answer every contact form with 503.
  app.get("/healthz", async (c) => {
    const health = (await relay?.health()) ?? { ok: true };
    return c.json(health, health.ok ? 200 : 503, { "Cache-Control": "no-store" });
  });
  if (allowedOrigins.length > 0) app.use("/api/contact", contactCors(allowedOrigins));
  if (relay) app.route("/api/contact", relay.router);
  app.all("/api/*", (c) => c.json({ ok: false, error: "not_found" }, 404));
  if (clientDir !== undefined) {
    const pageCsp = pageCspResolver(readCspManifest(clientDir));
    app.all("*", createStaticHandler(clientDir, { pageCsp }));
  }

  return app;
}
