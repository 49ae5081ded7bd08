import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { contactCors } from "./contact-cors";
import type { ContactRelay } from "./contact/relay";
import { pageCspResolver, readCspManifest, securityHeaders } from "./security-headers";
import { createStaticHandler } from "./static";

export type AppOptions = {
  clientDir: string;
  relay?: Pick<ContactRelay, "router">;
  /** Origins of statically hosted copies of the site allowed to post to the relay. */
  allowedOrigins?: readonly string[];
};

/** The whole site as one Hono app: health, the contact relay and the prerendered build. */
export function createApp({ clientDir, relay, allowedOrigins = [] }: AppOptions) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const pageCsp = pageCspResolver(readCspManifest(clientDir));

  // First, so that every response below it (pages, assets, API, 404s, redirects) carries them.
  app.use("*", securityHeaders());

  app.get("/healthz", (c) => c.json({ ok: true }, 200, { "Cache-Control": "no-store" }));
  if (allowedOrigins.length > 0) app.use("/api/contact", contactCors(allowedOrigins));
  if (relay) app.route("/api/contact", relay.router);
  app.all("/api/*", (c) => c.json({ ok: false, error: "not_found" }, 404));
  app.all("*", createStaticHandler(clientDir, { pageCsp }));

  return app;
}
