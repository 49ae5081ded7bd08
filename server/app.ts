import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";

import type { ContactRelay } from "./contact/relay";
import { handleUnexpectedError, rejectMalformedPaths } from "./http-errors";
import { createLogger, type Logger } from "./logger";
import { pageCspResolver, readCspManifest, securityHeaders } from "./security-headers";
import { createStaticHandler } from "./static";
import type { StatsRecorder } from "./stats/recorder";
import { countViews, statsRoutes } from "./stats/routes";

export type AppOptions = {
  /** The prerendered build to serve; without it, the app is the relay alone (no pages). */
  clientDir?: string;
  relay?: Pick<ContactRelay, "router" | "health">;
  logger?: Logger;
  /** The owner's visit counts; without it, nothing is counted. */
  stats?: { recorder: StatsRecorder; trustProxyHops: number };
};

/** The whole site as one Hono app: health, the contact relay and the prerendered build. */
export function createApp({ clientDir, relay, logger = createLogger(), stats }: AppOptions) {
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
  if (relay) app.route("/api/contact", relay.router);
  const counting = stats && { ...stats, logger };
  if (counting) app.route("/api/stats", statsRoutes({ ...counting, clientDir }));
  app.all("/api/*", (c) => c.json({ ok: false, error: "not_found" }, 404));
  if (clientDir !== undefined) {
    const pageCsp = pageCspResolver(readCspManifest(clientDir));
    const onPage = counting ? countViews(counting) : undefined;
    app.all("*", createStaticHandler(clientDir, { pageCsp, onPage }));
  }

  return app;
}
