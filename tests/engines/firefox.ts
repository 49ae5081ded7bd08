import type { ChildProcess } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import WebSocket from "ws";
import { z } from "zod";

import {
  type ConsoleEntry,
  type ElementRef,
  type EnginePage,
  hangMs,
  keyStrokes,
  type PageOptions,
  type Script,
  wrapForJson,
} from "./page";
import { startProcess, stopProcess, temporaryFolder } from "./processes";

// Firefox ESR over WebDriver BiDi, spoken directly: Firefox's remote agent listens on a WebSocket
// (`--remote-debugging-port`), so no geckodriver is needed (docs/decisions/0014-engine-runner.md).

/** Debian's Firefox ESR, or FIREFOX_PATH. */
export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

const ListeningSchema = /WebDriver BiDi listening on (ws:\/\/\S+)/;

const ResponseSchema = z.union([
  z.object({ type: z.literal("success"), id: z.number(), result: z.unknown() }),
  z.object({ type: z.literal("error"), id: z.number(), error: z.string(), message: z.string() }),
  z.object({ type: z.literal("event"), method: z.string(), params: z.unknown() }),
]);

const LogEntrySchema = z.object({ level: z.string(), text: z.string().nullable() });

const EvaluateResultSchema = z.union([
  z.object({ type: z.literal("success"), result: z.object({ type: z.string() }).loose() }),
  z.object({
    type: z.literal("exception"),
    exceptionDetails: z.object({ text: z.string() }).loose(),
  }),
]);

const StringValueSchema = z.object({ type: z.literal("string"), value: z.string() });
const NodeValueSchema = z.object({ type: z.literal("node"), sharedId: z.string() });

/** One BiDi connection: commands by id, answers matched back, events to a listener. */
class Connection {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();

  constructor(
    private readonly socket: WebSocket,
    onEvent: (method: string, params: unknown) => void,
  ) {
    socket.on("message", (data) => {
      const message = ResponseSchema.parse(JSON.parse(data.toString()));
      if (message.type === "event") return onEvent(message.method, message.params);
      const pending = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.type === "success") pending?.resolve(message.result);
      else pending?.reject(new Error(`${message.error}: ${message.message}`));
    });
    socket.on("close", () => {
      for (const pending of this.waiting.values()) pending.reject(new Error("BiDi socket closed"));
      this.waiting.clear();
    });
  }

  send(method: string, params: Record<string, unknown>, timeout = hangMs): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer (hang)`)), timeout);
      this.waiting.set(id, {
        resolve: (value) => (clearTimeout(timer), resolve(value)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }
}

/** Starts Firefox; `url` resolves with its BiDi address once it listens. */
function startFirefox(profile: string): { browser: ChildProcess; url: Promise<string> } {
  const browser = startProcess(
    firefoxPath,
    ["--headless", "--no-remote", "--profile", profile, "--remote-debugging-port", "0"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const url = new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Firefox did not start: ${output}`)), hangMs);
    browser.on("error", reject);
    browser.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const address = ListeningSchema.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    browser.on("exit", (code) => reject(new Error(`Firefox exited (${code}): ${output}`)));
  });
  return { browser, url };
}

/** Preferences of a fresh profile: no first-run pages, no network of its own, JavaScript on or off. */
function writeProfile(profile: string, javaScript: boolean) {
  const prefs: Record<string, string | number | boolean> = {
    "javascript.enabled": javaScript,
    "browser.shell.checkDefaultBrowser": false,
    "browser.startup.page": 0,
    "datareporting.policy.dataSubmissionEnabled": false,
    "network.captive-portal-service.enabled": false,
    "network.connectivity-service.enabled": false,
    "intl.accept_languages": "en-US, en",
  };
  const lines = Object.entries(prefs).map(
    ([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`,
  );
  writeFileSync(join(profile, "user.js"), `${lines.join("\n")}\n`);
}

export async function openFirefox({ width, height, javaScript }: PageOptions): Promise<EnginePage> {
  const profile = temporaryFolder("engines-firefox-");
  writeProfile(profile, javaScript);
  const { browser, url } = startFirefox(profile);
  const entries: ConsoleEntry[] = [];
  let socket: WebSocket | undefined;
  let connection: Connection;
  let context: string;
  try {
    const opened = new WebSocket(`${await url}/session`);
    socket = opened;
    await new Promise((resolve, reject) => {
      opened.once("open", resolve);
      opened.once("error", reject);
    });
    connection = new Connection(opened, (method, params) => {
      if (method !== "log.entryAdded") return;
      const entry = LogEntrySchema.parse(params);
      if (entry.level === "warn") entries.push({ level: "warning", text: entry.text ?? "" });
      if (entry.level === "error") entries.push({ level: "error", text: entry.text ?? "" });
    });
    // Answered once the browser's first window is ready, which takes long on a loaded machine.
    await connection.send("session.new", { capabilities: {} }, 60_000);
    await connection.send("session.subscribe", { events: ["log.entryAdded"] });
    // The window Firefox opens at start never gets the focus (its document fires no focus events,
    // and the tabs select on focus); a tab opened by the session does.
    ({ context } = z
      .object({ context: z.string() })
      .parse(await connection.send("browsingContext.create", { type: "tab" })));
    await connection.send("browsingContext.setViewport", { context, viewport: { width, height } });
  } catch (error) {
    // A browser that started but could not be driven is not left behind.
    socket?.close();
    await stopProcess(browser);
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }

  const call = async (script: Script, wrap: boolean, element?: ElementRef) => {
    const args = (script.args ?? []).map((value) => ({ type: typeof value, value }));
    const answer = EvaluateResultSchema.parse(
      await connection.send("script.callFunction", {
        functionDeclaration: wrap ? wrapForJson(script.fn) : script.fn,
        arguments: element ? [{ sharedId: element.ref }, ...args] : args,
        target: { context },
        awaitPromise: false,
      }),
    );
    if (answer.type === "exception") throw new Error(answer.exceptionDetails.text);
    return answer.result;
  };
  const perform = (actions: unknown[]) =>
    connection.send("input.performActions", { context, actions });

  const page: EnginePage = {
    async goto(target) {
      await connection.send("browsingContext.navigate", { context, url: target, wait: "complete" });
    },
    async evaluate(script) {
      const { value } = StringValueSchema.parse(await call(script, true));
      return JSON.parse(value);
    },
    async find(script) {
      const found = NodeValueSchema.safeParse(await call(script, false));
      if (!found.success)
        throw new Error(`Nothing found by ${script.fn} ${JSON.stringify(script.args ?? [])}`);
      return { ref: found.data.sharedId };
    },
    async click(element) {
      await call(
        { fn: "(el) => el.scrollIntoView({ block: 'center', behavior: 'instant' })" },
        false,
        element,
      );
      await perform([
        {
          type: "pointer",
          id: "mouse",
          parameters: { pointerType: "mouse" },
          actions: [
            {
              type: "pointerMove",
              x: 0,
              y: 0,
              origin: { type: "element", element: { sharedId: element.ref } },
            },
            { type: "pointerDown", button: 0 },
            { type: "pointerUp", button: 0 },
          ],
        },
      ]);
    },
    async type(element, text) {
      await page.click(element);
      await perform([keyStrokes(text)]);
    },
    async press(key) {
      await perform([keyStrokes([key])]);
    },
    async consoleEntries() {
      return [...entries];
    },
    async close() {
      await connection.send("session.end", {}).catch(() => undefined);
      socket?.close();
      await stopProcess(browser);
      rmSync(profile, { recursive: true, force: true });
    },
  };
  return page;
}
