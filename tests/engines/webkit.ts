import type { ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { z } from "zod";

import { type EnginePage, hangMs, keyStrokes, type PageOptions, wrapForJson } from "./page";
import { startProcess, stopProcess, temporaryFolder } from "./processes";

// WebKitGTK over classic WebDriver: WebKitWebDriver starts a WebKitGTK browser (MiniBrowser by
// default) for each session and is spoken to over HTTP (docs/decisions/0014-engine-runner.md).

/** Debian's WebKitWebDriver (package webkit2gtk-driver), or WEBKIT_DRIVER_PATH. */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";

/** The W3C name of an element reference in a WebDriver answer. */
const elementKey = "element-6066-11e4-a52e-4f735466cecf";

const AnswerSchema = z.object({ value: z.unknown() });
const ErrorSchema = z.object({ error: z.string(), message: z.string() });
const SessionSchema = z.object({ sessionId: z.string() });
const ElementSchema = z.object({ [elementKey]: z.string() });

async function request(
  base: string,
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(hangMs),
  });
  const answer = AnswerSchema.parse(await response.json());
  if (!response.ok) {
    const error = ErrorSchema.safeParse(answer.value);
    throw new Error(
      error.success
        ? `${error.data.error}: ${error.data.message}`
        : `${method} ${path}: ${response.status}`,
    );
  }
  return answer.value;
}

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide, too wide for a phone. GTK reads a
 * style sheet from XDG_CONFIG_HOME: this one lets the toolbar's widgets shrink to nothing.
 */
function gtkConfig(): string {
  const home = temporaryFolder("engines-webkit-");
  mkdirSync(join(home, "gtk-3.0"));
  writeFileSync(
    join(home, "gtk-3.0", "gtk.css"),
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.05); }\n",
  );
  return home;
}

async function startDriver(
  port: number,
  configHome: string,
  display: string,
): Promise<ChildProcess> {
  const driver = startProcess(webkitDriverPath, [`--port=${port}`], {
    stdio: "ignore",
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: configHome },
  });
  const deadline = Date.now() + hangMs;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ready = await request(`http://127.0.0.1:${port}`, "GET", "/status").then(
      (value) => z.object({ ready: z.boolean() }).safeParse(value).data?.ready === true,
      () => false,
    );
    if (ready) return driver;
    if (Date.now() > deadline) {
      await stopProcess(driver);
      throw new Error("WebKitWebDriver did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function openWebKit(
  { width, height, javaScript }: PageOptions,
  driverPort: number,
  /** The X display (Xvfb's) the browser opens its window on. */
  display: string,
): Promise<EnginePage> {
  const configHome = gtkConfig();
  const driver = await startDriver(driverPort, configHome, display).catch((error: unknown) => {
    rmSync(configHome, { recursive: true, force: true });
    throw error;
  });
  const base = `http://127.0.0.1:${driverPort}`;
  // A driver whose browser could not be started is not left behind.
  const session = await request(base, "POST", "/session", {
    capabilities: {
      alwaysMatch: {
        "webkitgtk:browserOptions": {
          args: [
            "--automation",
            // Page scripts off; the driver's own scripts still run (the walk reads the page with them).
            ...(javaScript ? [] : ["--enable-javascript=false"]),
          ],
        },
      },
    },
  })
    .then((value) => SessionSchema.parse(value))
    .catch(async (error: unknown) => {
      await stopProcess(driver);
      rmSync(configHome, { recursive: true, force: true });
      throw error;
    });
  const at = `${base}/session/${session.sessionId}`;
  const send = (method: "GET" | "POST" | "DELETE", path: string, body?: unknown) =>
    request(at, method, path, body);
  const execute = (fn: string, args: readonly unknown[]) =>
    send("POST", "/execute/sync", {
      script: `return (${fn}).apply(null, arguments);`,
      args,
    });

  const page: EnginePage = {
    async goto(url) {
      await send("POST", "/url", { url });
    },
    async evaluate({ fn, args = [] }) {
      return JSON.parse(z.string().parse(await execute(wrapForJson(fn), args)));
    },
    async find({ fn, args = [] }) {
      const found = ElementSchema.safeParse(await execute(fn, args));
      if (!found.success) throw new Error(`Nothing found by ${fn} ${JSON.stringify(args)}`);
      return { ref: found.data[elementKey] };
    },
    async click(element) {
      const reference = { [elementKey]: element.ref };
      await execute("(el) => el.scrollIntoView({ block: 'center', behavior: 'instant' })", [
        reference,
      ]);
      await send("POST", `/element/${element.ref}/click`, {});
    },
    async type(element, text) {
      await page.click(element);
      await send("POST", `/element/${element.ref}/value`, { text });
    },
    async press(key) {
      await send("POST", "/actions", { actions: [keyStrokes([key])] });
    },
    // Classic WebDriver has no console, and WebKitGTK 2.50's "write console messages to stdout"
    // setting printed nothing for a driven MiniBrowser: WebKit's console is not read
    // (docs/decisions/0014-engine-runner.md).
    async consoleEntries() {
      return [];
    },
    async close() {
      await send("DELETE", "").catch(() => undefined);
      await stopProcess(driver);
      rmSync(configHome, { recursive: true, force: true });
    },
  };
  await setViewport(page, send, width, height).catch(async (error: unknown) => {
    await page.close();
    throw error;
  });
  return page;
}

/** Sizes the window so that the viewport has the asked size (the window's frame is measured first). */
async function setViewport(
  page: EnginePage,
  send: (method: "POST", path: string, body: unknown) => Promise<unknown>,
  width: number,
  height: number,
) {
  await send("POST", "/window/rect", { width, height });
  const inner = z
    .object({ width: z.number(), height: z.number() })
    .parse(await page.evaluate({ fn: "() => ({ width: innerWidth, height: innerHeight })" }));
  if (inner.width === width && inner.height === height) return;
  await send("POST", "/window/rect", {
    width: width + (width - inner.width),
    height: height + (height - inner.height),
  });
}
