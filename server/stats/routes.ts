import type { HttpBindings } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";

import { languages, paths } from "#app/lib/paths.ts";

import { clientAddress } from "../contact/rate-limit";
import type { Logger } from "../logger";
import type { AnsweredPage } from "../static";
import { indexStaticFiles } from "../static-files";
import type { StatsRecorder } from "./recorder";
import { isPerson, viewOf } from "./visit";
import { engineOf, MAX_BEACON_BYTES, metrics, templateOf, VitalsBeaconSchema } from "./vitals";

// Where counting meets HTTP: each page the static handler reports answering, counted as it is
// answered (a few map updates; the store is written later), and the beacons pages send: a page
// shown without an HTML request (prerendered, or moved to by the app) and field speed.

type Env = { Bindings: HttpBindings };

export type CountingOptions = {
  recorder: StatsRecorder;
  logger: Logger;
  trustProxyHops: number;
};

/**
 * The request's headers as Node parsed them, when the app is served by @hono/node-server: reading
 * them costs a property lookup, where each `c.req.header()` goes through a Fetch `Headers`.
 */
function headersOf(c: Context<Env>): (name: string) => string | undefined {
  // Read without getConnInfo, which throws where the app is not served by @hono/node-server
  // (app.request() in tests), and a throw on every page would cost more than the rest of counting.
  const bindings: Partial<HttpBindings> | undefined = c.env;
  const incoming = bindings?.incoming?.headers;
  if (incoming === undefined) return (name) => c.req.header(name);
  return (name) => {
    const value = incoming[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
}

function visitorOf(
  c: Context<Env>,
  header: (name: string) => string | undefined,
  trustProxyHops: number,
) {
  const bindings: Partial<HttpBindings> | undefined = c.env;
  const socket = bindings?.incoming?.socket.remoteAddress;
  return {
    address: clientAddress(socket, header("x-forwarded-for"), trustProxyHops),
    userAgent: header("user-agent") ?? "",
  };
}

/** Logs the first failure of a kind, not every request's: a broken rule must not flood the log. */
function onceLogger(logger: Logger, event: string) {
  let logged = false;
  return (error: unknown) => {
    if (logged) return;
    logged = true;
    logger.error(event, { error });
  };
}

/**
 * Counts a page the static handler answered (its `onPage`): a few map updates, the store is
 * written later. Never fails the page.
 */
export function countViews({
  recorder,
  logger,
  trustProxyHops,
}: CountingOptions): (c: Context<Env>, page: AnsweredPage) => void {
  const failed = onceLogger(logger, "stats.count_failed");
  return (c, { path, status }) => {
    try {
      const header = headersOf(c);
      const view = viewOf({ method: "GET", path, status, contentType: "text/html", header });
      if (view) recorder.view(view, visitorOf(c, header, trustProxyHops));
    } catch (error) {
      failed(error);
    }
  };
}

const homePages = new Set(languages.map((lang) => paths.home(lang)));

/** The paths of the pages the build wrote ("/", "/es/", "/project/eva"), for the beacons. */
function builtPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  for (const key of indexStaticFiles(clientDir).keys()) {
    if (!key.endsWith("/index.html")) continue;
    const path = key.slice(0, -"/index.html".length);
    pages.add(homePages.has(`${path}/`) ? `${path}/` : path);
  }
  return pages;
}

const ViewBeaconSchema = z.strictObject({
  path: z.string().startsWith("/").max(300),
  referrer: z.string().max(2000).optional(),
});

/**
 * POST /api/stats/view (a prerendered page the visitor was shown) and /api/stats/vitals (field
 * speed), as `navigator.sendBeacon` sends them: a small JSON text, whatever its content type.
 * Always 204, even for what is not counted: the page has nothing to do with the answer.
 */
export function statsRoutes(
  options: CountingOptions & {
    /** The build, whose pages are counted; without one (a relay alone), any path is a page. */
    clientDir: string | undefined;
  },
) {
  const { recorder, trustProxyHops } = options;
  const pages = options.clientDir === undefined ? undefined : builtPages(options.clientDir);
  const isPage = (path: string) => pages?.has(path) ?? true;
  const failed = onceLogger(options.logger, "stats.beacon_failed");
  const router = new Hono<Env>();
  const limit = bodyLimit({ maxSize: MAX_BEACON_BYTES, onError: (c) => c.body(null, 413) });

  async function readJson(c: Context<Env>): Promise<unknown> {
    try {
      return JSON.parse(await c.req.text());
    } catch {
      return undefined;
    }
  }

  router.post("/view", limit, async (c) => {
    const body = ViewBeaconSchema.safeParse(await readJson(c));
    const visitor = visitorOf(c, headersOf(c), trustProxyHops);
    if (!body.success || !isPage(body.data.path) || !isPerson(c.req.header("user-agent"))) {
      return c.body(null, 204);
    }
    try {
      const view = viewOf({
        method: "GET",
        path: body.data.path,
        status: 200,
        contentType: "text/html",
        header: (name) => (name === "referer" ? body.data.referrer : c.req.header(name)),
      });
      if (view) recorder.view(view, visitor);
    } catch (error) {
      failed(error);
    }
    return c.body(null, 204);
  });

  router.post("/vitals", limit, async (c) => {
    const userAgent = c.req.header("user-agent");
    if (!isPerson(userAgent)) return c.body(null, 204);
    const body = VitalsBeaconSchema.safeParse(await readJson(c));
    if (!body.success) return c.body(null, 204);
    const template = templateOf(body.data.path, isPage);
    const engine = engineOf(userAgent ?? "");
    for (const metric of metrics) {
      const value = body.data[metric];
      if (value !== undefined) recorder.vital({ template, engine, metric, value });
    }
    return c.body(null, 204);
  });

  return router;
}
