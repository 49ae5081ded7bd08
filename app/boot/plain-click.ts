/**
 * A primary-button click without modifier keys: the app may handle it in place. Any other click
 * (a new tab, a new window, a download) is left to the browser, which follows the element's href.
 */
type ClickFacts = Pick<
  MouseEvent,
  "button" | "defaultPrevented" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey"
>;

/** For React's click events and the DOM's alike. */
export function isPlainClick(event: ClickFacts): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
