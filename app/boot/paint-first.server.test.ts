import { describe, expect, it } from "vitest";

import { hydratedSignal } from "./hydration";
import { compilePageScript } from "./page-script-compiler.server";
import { appStartModule, paintFirst } from "./paint-first.server";

const { code: appStart } = await compilePageScript(appStartModule);

// The shape React Router 7 writes: preloads hoisted into <head>, a bootstrap module at the end.
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  "<style>body{margin:0}</style></head><body><h1>Hi</h1>",
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("\n");

describe("paintFirst", () => {
  const html = paintFirst(page, appStart);
  const bootstrap = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("removes every module preload link from the HTML", () => {
    expect(html).not.toContain("<link");
  });

  it("keeps no static import: no module is fetched before the first contentful paint", () => {
    expect(bootstrap).not.toMatch(/^\s*import\s+["*]/m);
    const paint = bootstrap.indexOf('"first-contentful-paint"');
    expect(paint).toBeGreaterThanOrEqual(0);
    expect(paint).toBeLessThan(bootstrap.indexOf("import("));
  });

  it("writes a bootstrap that runs: it waits for the paint entry and the first use, then imports", async () => {
    const imported: string[] = [];
    const preloaded: { rel?: string; href?: string }[] = [];
    type ObserverCallback = (
      list: { getEntriesByName(name: string): unknown[] },
      observer?: { disconnect(): void },
    ) => void;
    const observers = new Map<string, ObserverCallback>();
    const listeners = new Map<
      string,
      (event: {
        type: string;
        pointerType?: string;
        movementX?: number;
        movementY?: number;
        target?: FakeElement;
      }) => void
    >();
    const frames: (() => void)[] = [];
    const run: (...args: unknown[]) => Promise<void> = new Function(
      "PerformanceObserver",
      "requestAnimationFrame",
      "setTimeout",
      "addEventListener",
      "removeEventListener",
      "location",
      "performance",
      "document",
      "window",
      "Element",
      "HTMLAnchorElement",
      "MouseEvent",
      "load",
      `return (async () => { ${bootstrap.replaceAll("import(", "load(")} })();`,
    ) as (...args: unknown[]) => Promise<void>; // new Function returns an untyped Function
    class FakeElement {
      closest(): FakeElement | null {
        return null;
      }
    }
    class FakeMouseEvent {
      type = "click";
      button = 0;
      defaultPrevented = false;
      metaKey = false;
      ctrlKey = false;
      shiftKey = false;
      altKey = false;
      constructor(readonly target: FakeElement) {}
    }
    // A link to another page of the site.
    class FakeLink extends FakeElement {
      origin = "https://site.test";
      pathname = "/es/";
      search = "";
      target = "";
      override closest() {
        return this;
      }
      hasAttribute() {
        return false;
      }
    }
    class FakeObserver {
      static supportedEntryTypes = ["paint", "mark"];
      constructor(private callback: ObserverCallback) {}
      observe({ type }: { type: string }) {
        observers.set(type, this.callback);
      }
      disconnect() {}
    }
    const done = run(
      FakeObserver,
      (frame: () => void) => frames.push(frame),
      (callback: () => void) => callback(),
      (type: string, listener: (event: { type: string }) => void) => listeners.set(type, listener),
      (type: string) => listeners.delete(type),
      { search: "", origin: "https://site.test", pathname: "/" },
      { getEntriesByName: () => [] },
      {
        head: { append: (link: { rel?: string; href?: string }) => preloaded.push(link) },
        createElement: () => ({}),
        addEventListener() {},
        removeEventListener() {},
      },
      {},
      FakeElement,
      FakeLink,
      FakeMouseEvent,
      (url: string) => {
        imported.push(url);
        return Promise.resolve({});
      },
    );
    // The listener for the app's hydrated signal is there from the start; the others come and go.
    const otherListeners = () =>
      [...listeners.keys()].filter((type) => type !== hydratedSignal.event);
    const settle = async () => {
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    };
    await settle();
    expect(imported).toEqual([]);
    observers.get("paint")?.({ getEntriesByName: () => [] }); // a first paint, not the contentful one
    await settle();
    expect(otherListeners()).toEqual([]);
    observers.get("paint")?.({ getEntriesByName: () => [{}] });
    await settle();
    // Painted: the app waits for the visitor, and nothing is fetched for it yet. A finger resting
    // on the screen is not a use.
    expect(imported).toEqual([]);
    expect(preloaded).toEqual([]);
    listeners.get("pointermove")?.({ type: "pointermove", pointerType: "touch" });
    // Nor is the browser's own move of a mouse resting where the page loads (it has not moved).
    listeners.get("pointermove")?.({
      type: "pointermove",
      pointerType: "mouse",
      movementX: 0,
      movementY: 0,
    });
    // Nor a tap on a link to another page, which the browser follows: not its lift, not the focus
    // its press gives the link, not its click.
    const link = new FakeLink();
    listeners.get("pointerup")?.({ type: "pointerup", pointerType: "touch", target: link });
    listeners.get("focusin")?.({ type: "focusin", target: link });
    listeners.get("click")?.(new FakeMouseEvent(link));
    await settle();
    expect(frames).toHaveLength(0);
    listeners.get("pointerup")?.({ type: "pointerup", pointerType: "touch" });
    expect(otherListeners()).toEqual([]);
    // It starts after the frame that shows the tap.
    await settle();
    expect(imported).toEqual([]);
    expect(preloaded).toEqual([]);
    frames.shift()?.();
    await done;
    // Every module at once, so the imports below wait for one round trip, not the graph's depth.
    expect(preloaded).toEqual([
      { rel: "modulepreload", href: "/assets/manifest-1.js" },
      { rel: "modulepreload", href: "/assets/entry.client-2.js" },
      { rel: "modulepreload", href: "/assets/root-3.js" },
    ]);
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/entry.client-2.js",
    ]);
    // While it hydrates, input goes to the browser alone: stopped on the window before React's
    // listeners on the document would hydrate the whole page inside the tap.
    for (const type of ["pointerdown", "click", "keydown", "input", "focusin", "toggle"]) {
      expect(listeners.has(type), type).toBe(true);
    }
    let stopped = 0;
    const press = { type: "pointerdown", stopPropagation: () => (stopped += 1) };
    listeners.get("pointerdown")?.(press);
    expect(stopped).toBe(1);
    // Hydrated: React has the input again.
    listeners.get(hydratedSignal.event)?.({ type: hydratedSignal.event });
    expect(otherListeners()).toEqual([]);
  });

  it("preloads the same modules, then imports them as the original bootstrap did", () => {
    expect(bootstrap).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]',
    );
    expect(bootstrap).toContain(
      'const [_0, route0] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js")]);',
    );
    expect(bootstrap).toContain('window.__reactRouterRouteModules = {"root":route0};');
    expect(bootstrap.trimEnd()).toMatch(/import\("\/assets\/entry\.client-2\.js"\);$/);
  });

  it("refuses a page with module preloads whose bootstrap it does not recognise", () => {
    // As if React Router stopped marking its bootstrap `async`.
    const changed = page.replace('<script type="module" async="">', '<script type="module">');
    expect(() => paintFirst(changed, appStart, "build/client/index.html")).toThrow(
      /build\/client\/index\.html has module preloads but no React Router bootstrap/,
    );
  });

  it("leaves a page without React Router's bootstrap as it is", () => {
    expect(paintFirst("<html><body><p>static</p></body></html>", appStart)).toBe(
      "<html><body><p>static</p></body></html>",
    );
  });
});
