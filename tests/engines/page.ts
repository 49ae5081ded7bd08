import type { z } from "zod";

// What a walk needs of a browser, whichever protocol drives it (firefox.ts: WebDriver BiDi;
// webkit.ts: classic WebDriver). Page scripts are written as plain JavaScript source, never as
// functions of this file: the TypeScript loader would rewrite a function's source on the way.

/** A script: the source of a function (`"(id) => document.getElementById(id)"`) and its arguments. */
export type Script = { fn: string; args?: readonly (string | number | boolean)[] };

/** An element found by `find`, to click or type into: the protocol's own reference. */
export type ElementRef = { readonly ref: string };

export type ConsoleEntry = { level: "warning" | "error"; text: string };

/** The keys a walk presses, by their WebDriver code points. */
export const keys = { arrowRight: "\uE014" } as const;

/** A WebDriver key input source pressing and releasing each key in turn (BiDi and classic alike). */
export function keyStrokes(keysToPress: Iterable<string>) {
  return {
    type: "key",
    id: "keyboard",
    actions: [...keysToPress].flatMap((value) => [
      { type: "keyDown", value },
      { type: "keyUp", value },
    ]),
  };
}

export interface EnginePage {
  /** Opens a URL and resolves once its document has loaded. */
  goto(url: string): Promise<void>;
  /** Runs a script in the page and returns its value as JSON (undefined becomes null). */
  evaluate(script: Script): Promise<unknown>;
  /** The element a script returns; fails if it returns none. */
  find(script: Script): Promise<ElementRef>;
  /** A real click (pointer down and up at the element's centre), after scrolling it into view. */
  click(element: ElementRef): Promise<void>;
  /** Clicks a field, then types text into it key by key. */
  type(element: ElementRef, text: string): Promise<void>;
  /** Presses and releases a key (see `keys`) on whatever has focus. */
  press(key: string): Promise<void>;
  /** Warnings and errors from the page's console and the browser about the page, so far. */
  consoleEntries(): Promise<ConsoleEntry[]>;
  close(): Promise<void>;
}

export type PageOptions = {
  /** CSS pixels of the viewport. */
  width: number;
  height: number;
  javaScript: boolean;
};

/**
 * How long one wait may take before it counts as a hang (not a timing the walks rely on): starting
 * a browser on a heavily loaded machine can take many seconds, which is slow, not hung.
 */
export const hangMs = 60_000;

/** Gaps between two looks at the page while waiting for a condition. */
const pollMs = 50;

/**
 * Looks again and again until `check` answers true; a check that throws (the page is navigating)
 * counts as a no. Times out only as a hang guard.
 */
export async function poll(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + hangMs;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
      last = "no";
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Waits until a script run in the page returns true. */
export function waitUntil(page: EnginePage, what: string, script: Script): Promise<void> {
  return poll(what, async () => (await page.evaluate(script)) === true);
}

/** Runs a script and parses its answer. */
export async function read<T>(page: EnginePage, schema: z.ZodType<T>, script: Script): Promise<T> {
  return schema.parse(await page.evaluate(script));
}

/**
 * The JSON text of the value a script's function returns. Synchronous on purpose: with JavaScript
 * off, Firefox runs no promise jobs in the page, so an async wrapper would never settle.
 */
export function wrapForJson(fn: string): string {
  return `(...args) => { const value = (${fn})(...args); return JSON.stringify(value === undefined ? null : value); }`;
}
