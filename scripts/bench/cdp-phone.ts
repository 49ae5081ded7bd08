import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";

import { chromiumFlags, chromiumPath } from "../chromium";
import { cpuSlowdown, mobileNetwork } from "./slow-phone";

// The phone of `npm run bench:nav`, driven over the DevTools protocol without Playwright. Chromium
// declines to prerender a page whose tab a client drives the old way, one page target at a time
// (`PrerenderingDisabledByDevTools`), which is how Playwright drives it; so this attaches to the
// tab instead, as DevTools itself does, and a prerender runs as it does for a visitor. Every page
// of the tab, a prerendered one included, is a phone: its screen, touch, the CPU 4x slower and
// Lighthouse's mobile network, set before its first script runs.

/** A DevTools protocol command's answer, or an event's parameters: JSON, read by the caller. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the protocol's messages are untyped JSON here
type Json = any;

type Message = {
  id?: number;
  method?: string;
  params?: Json;
  result?: Json;
  error?: Json;
  sessionId?: string;
};

/** What a bench sees of a phone: the page on its screen, its input, and its tab's events. */
export type Phone = {
  /** Evaluates an expression in the page the tab shows (not a prerendered one); awaits a promise. */
  evaluate<T>(expression: string): Promise<T>;
  /** Evaluates an expression in every page the tab is prerendering. */
  evaluateInPrerendered(expression: string): Promise<void>;
  goto(url: string): Promise<void>;
  tap(x: number, y: number): Promise<void>;
  moveMouse(x: number, y: number): Promise<void>;
  /** Calls `listener` with the parameters of each of the tab's events of this protocol method. */
  on(method: string, listener: (params: Json) => void): void;
  close(): Promise<void>;
};

type Screen = { width: number; height: number; deviceScaleFactor: number };

/** A command's page went before it answered. */
export class PageGone extends Error {
  constructor() {
    super("the page went before answering");
  }
}

/** The longest a command may wait for its answer (an evaluation waits for the page's promise). */
const answerMs = 60_000;

// Chromium's own pages and services that would spend the 2 cores during a measurement (Playwright
// turns the same ones off): the new tab page's compose box, hints and time queries.
const quietFeatures = [
  "AimEnabled",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "MediaRouter",
];

/**
 * A fresh Chromium (an empty profile) with one tab, a phone of `screen`. `initScript` runs at the
 * start of every document; `binding` is a function every page may call, which `on(
 * "Runtime.bindingCalled")` hears. Without `prerender`, the tab declines to prerender, as a browser
 * does in its memory or battery saver (the speculation rules' prefetches still run). With
 * `reducedMotion`, every page of the tab prefers reduced motion, as a visitor's setting does.
 * `executable`: the Chromium to run, by default the benchmarks' (scripts/chromium.ts).
 */
export async function launchPhone(
  screen: Screen,
  initScript: string,
  binding: string,
  {
    prerender,
    reducedMotion,
    executable = chromiumPath ?? "chromium",
  }: { prerender: boolean; reducedMotion: boolean; executable?: string },
): Promise<Phone> {
  const profile = mkdtempSync(join(tmpdir(), "bench-phone-"));
  const browser: ChildProcess = spawn(
    executable,
    [
      ...chromiumFlags,
      "--headless",
      "--remote-debugging-pipe",
      `--user-data-dir=${profile}`,
      `--window-size=${screen.width},${screen.height}`,
      `--disable-features=${quietFeatures.join(",")}`,
      // A page left for the next stays frozen in the back/forward cache, where it answers nothing.
      "--disable-back-forward-cache",
      "--no-default-browser-check",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  // The pipe's ends, as Chromium's --remote-debugging-pipe fixes them: it reads 3, writes 4.
  const toBrowser = browser.stdio[3] as Writable; // eslint-disable-line @typescript-eslint/consistent-type-assertions -- spawn types extra pipes as generic streams
  const fromBrowser = browser.stdio[4] as Readable; // eslint-disable-line @typescript-eslint/consistent-type-assertions -- as above

  let lastId = 0;
  const waiting = new Map<
    number,
    { session?: string; resolve: (result: Json) => void; reject: (error: Error) => void }
  >();
  const listeners: ((message: Message) => void)[] = [];
  let received = "";
  fromBrowser.on("data", (chunk: Buffer) => {
    received += chunk.toString("utf8");
    for (let end = received.indexOf("\0"); end >= 0; end = received.indexOf("\0")) {
      const message: Message = JSON.parse(received.slice(0, end));
      received = received.slice(end + 1);
      const reply = message.id === undefined ? undefined : waiting.get(message.id);
      if (reply) {
        waiting.delete(message.id ?? 0);
        if (message.error) reply.reject(new Error(`${JSON.stringify(message.error)}`));
        else reply.resolve(message.result);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const send = (method: string, params: Json = {}, sessionId?: string): Promise<Json> => {
    lastId += 1;
    const id = lastId;
    toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    return new Promise((resolve, reject) => {
      // An answer that never comes is a hang (a page gone mid-command), not a slow machine.
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`no answer to ${method} in ${answerMs} ms`));
      }, answerMs);
      const settle = () => clearTimeout(timer);
      waiting.set(id, {
        session: sessionId,
        resolve: (result) => (settle(), resolve(result)),
        reject: (error) => (settle(), reject(error)),
      });
    });
  };

  // The tab's page targets by session: the one shown, and any it is prerendering.
  const pages = new Set<string>();
  let tabSession = "";
  const ready: Promise<void>[] = [];
  listeners.push((message) => {
    if (message.method === "Target.detachedFromTarget") {
      const gone: string = message.params.sessionId;
      pages.delete(gone);
      // Chromium does not answer a command to a page that went meanwhile (a tap's page left for
      // the prerendered one it opened): it fails now, not after answerMs.
      for (const [id, command] of waiting) {
        if (command.session !== gone) continue;
        waiting.delete(id);
        command.reject(new PageGone());
      }
    }
    if (message.method !== "Target.attachedToTarget" || message.sessionId !== tabSession) return;
    const session: string = message.params.sessionId;
    if (message.params.targetInfo.type !== "page") return;
    pages.add(session);
    // Sent at once, in order, while the page waits for us; it runs its first script after them.
    const setUp = [
      send("Emulation.setDeviceMetricsOverride", { ...screen, mobile: true }, session),
      send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 }, session),
      send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown }, session),
      send(
        "Emulation.setEmulatedMedia",
        { features: [{ name: "prefers-reduced-motion", value: reducedMotion ? "reduce" : "" }] },
        session,
      ),
      send("Network.enable", {}, session),
      send("Network.emulateNetworkConditions", mobileNetwork, session),
      send("Page.enable", {}, session),
      send("Runtime.enable", {}, session),
      send("Preload.enable", {}, session),
      send("Page.addScriptToEvaluateOnNewDocument", { source: initScript }, session),
      send("Runtime.addBinding", { name: binding }, session),
      send("Page.setPrerenderingAllowed", { isAllowed: prerender }, session),
      send("Runtime.runIfWaitingForDebugger", {}, session),
    ];
    // A page may go before its set-up is answered (a prerender given up): nothing to set up then.
    ready.push(Promise.allSettled(setUp).then(() => undefined));
  });

  const { targetInfos } = await send("Target.getTargets", { filter: [{ type: "tab" }] });
  const tab = targetInfos.find((target: Json) => target.type === "tab");
  if (!tab) throw new Error("bench: Chromium opened no tab");
  ({ sessionId: tabSession } = await send("Target.attachToTarget", {
    targetId: tab.targetId,
    flatten: true,
  }));
  await send(
    "Target.setAutoAttach",
    { autoAttach: true, waitForDebuggerOnStart: true, flatten: true },
    tabSession,
  );
  await Promise.all(ready);

  const evaluateIn = async <T>(session: string, expression: string): Promise<T> => {
    const answer = await send(
      "Runtime.evaluate",
      { expression, returnByValue: true, awaitPromise: true },
      session,
    );
    if (answer.exceptionDetails)
      throw new Error(
        `in the page: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`,
      );
    return answer.result.value;
  };
  // Neither prerendered nor hidden.
  const isShown = (session: string) =>
    evaluateIn<boolean>(
      session,
      `!document.prerendering && document.visibilityState === "visible"`,
    ).catch(() => false);
  const isPrerendering = (session: string) =>
    evaluateIn<boolean>(session, "document.prerendering").catch(() => false);
  const shown = async (): Promise<string> => {
    for (const session of pages) if (await isShown(session)) return session;
    throw new Error("Execution context was destroyed: no page shown");
  };

  return {
    async evaluate<T>(expression: string) {
      return evaluateIn<T>(await shown(), expression);
    },
    async evaluateInPrerendered(expression: string) {
      for (const session of pages) {
        if (await isPrerendering(session)) await evaluateIn(session, expression);
      }
    },
    async goto(url) {
      await send("Page.navigate", { url }, await shown());
    },
    async tap(x, y) {
      const session = await shown();
      await send(
        "Input.dispatchTouchEvent",
        { type: "touchStart", touchPoints: [{ x, y }] },
        session,
      );
      // The tap may take the page away before Chromium answers (a prerendered page shown).
      await send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }, session).catch(
        (error: unknown) => {
          if (!(error instanceof PageGone)) throw error;
        },
      );
    },
    async moveMouse(x, y) {
      await send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y }, await shown());
    },
    on(method, listener) {
      listeners.push((message) => {
        if (message.method === method) listener(message.params);
      });
    },
    async close() {
      const exited = new Promise((resolve) => browser.once("exit", resolve));
      // Closed as a visitor closes it, so that it writes nothing more in its profile once gone.
      await send("Browser.close").catch(() => browser.kill());
      const killing = setTimeout(() => browser.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killing);
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
