// Parts of the bootstrap that paint-first.ts writes into every prerendered page: plain browser
// JavaScript, kept as text because it runs before any module of the app (and tsx would wrap named
// functions in a helper the page does not have). ADR 10 explains why the app starts at the
// visitor's first sign of use rather than as soon as its modules arrive.

import { hydratedSignal } from "#app/lib/hydration.ts";

/**
 * The input React answers at once ("discrete" events), which on a part not yet hydrated would make
 * it hydrate the whole page inside the tap. Stopped on the window while the app hydrates, before
 * they reach React's listeners on the document; what the browser itself does with them stays.
 */
const inputEvents = [
  "pointerdown",
  "pointerup",
  "pointercancel",
  "mousedown",
  "mouseup",
  "click",
  "auxclick",
  "dblclick",
  "contextmenu",
  "touchstart",
  "touchend",
  "touchcancel",
  "keydown",
  "keypress",
  "keyup",
  "beforeinput",
  "input",
  "change",
  "focusin",
  "focusout",
  "submit",
  "reset",
  "beforetoggle",
  "toggle",
  "compositionstart",
  "compositionupdate",
  "compositionend",
  "copy",
  "cut",
  "paste",
  "dragstart",
  "dragend",
  "drop",
];

/**
 * Runs first, as the page is parsed: what the page must do before the app, which has no other
 * home.
 * - A query parameter named like a radio group checks that radio, as a GET form would have sent it
 *   (`/?tag=ai` chooses the AI filter, which CSS then applies).
 * - A tap on a control that only the app can perform (`data-requires-script`, e.g. the CV's print
 *   button) is kept, and performed once the app says it has hydrated (hydratedSignal).
 * - While the app hydrates, input is the browser's alone (`startHydrating`): React never sees it.
 *   React answers input on a part it has not hydrated yet by hydrating the whole page at once,
 *   inside that tap (a long task on a phone); held back, hydration goes on in small slices and the
 *   tap does what the plain page does (follows the link, checks the radio, opens the menu), which
 *   the app reads once it runs.
 */
export const beforeTheApp = [
  "for (const [name, value] of new URLSearchParams(location.search)) {",
  "  const radio = document.querySelector(",
  '    `input[type="radio"][name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`,',
  "  );",
  "  if (radio) radio.checked = true;",
  "}",
  "let running = false;",
  "const isRunning = () => running;",
  "let keptTap = null;",
  "const keepTap = (event) => {",
  '  const control = event.target instanceof Element ? event.target.closest("[data-requires-script]") : null;',
  "  if (control && !isRunning()) keptTap = control;",
  "};",
  'document.addEventListener("click", keepTap, true);',
  `const inputEvents = ${JSON.stringify(inputEvents)};`,
  "const holdFromReact = (event) => {",
  '  if (event.type === "click") keepTap(event);',
  "  event.stopPropagation();",
  "};",
  "const startHydrating = () => {",
  "  if (isRunning()) return;",
  "  for (const type of inputEvents) addEventListener(type, holdFromReact, true);",
  "};",
  "addEventListener(",
  `  ${JSON.stringify(hydratedSignal.event)},`,
  "  () => {",
  "    running = true;",
  "    for (const type of inputEvents) removeEventListener(type, holdFromReact, true);",
  '    document.removeEventListener("click", keepTap, true);',
  "    keptTap?.click();",
  "  },",
  "  { once: true },",
  ");",
].join("\n");

/** What counts as the visitor starting to use the page. */
const firstUseEvents = [
  "pointermove",
  "pointerup",
  "pointercancel",
  "click",
  "keyup",
  "focusin",
  "wheel",
  "scroll",
];

/**
 * Resolves at the visitor's first sign of use: a mouse moving over the page, the end of a touch or
 * click, a key released, focus moving, a scroll. A touch that only rests on the screen does not
 * count until it lifts (a tap) or turns into a scroll (pointercancel), so the app never starts
 * between a tap's touch and its click. It then waits for the frame that shows what the visitor
 * did, so that starting the app never delays that frame. An address that asks the app for an action
 * (a query parameter named by a control's `data-url-action`, e.g. the CV's `?print`) starts it at once.
 */
export const untilFirstUse = [
  "await new Promise((resolve) => {",
  "  const asked = [...new URLSearchParams(location.search).keys()].some((name) =>",
  '    document.querySelector(`[data-url-action="${CSS.escape(name)}"]`),',
  "  );",
  "  if (asked) {",
  "    startHydrating();",
  "    return resolve();",
  "  }",
  `  const types = ${JSON.stringify(firstUseEvents)};`,
  "  const start = (event) => {",
  '    if (event.type === "pointermove" && event.pointerType !== "mouse") return;',
  "    for (const type of types) removeEventListener(type, start, true);",
  "    requestAnimationFrame(() =>",
  "      setTimeout(() => {",
  "        startHydrating();",
  "        resolve();",
  "      }, 0),",
  "    );",
  "  };",
  "  for (const type of types) addEventListener(type, start, { capture: true, passive: true });",
  "});",
].join("\n");
