/**
 * A primary-button click without modifier keys: the app may handle it in place. Any other click
 * (a new tab, a new window, a download) is left to the browser, which follows the element's href.
 */
export function isPlainClick(event: React.MouseEvent<HTMLElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
