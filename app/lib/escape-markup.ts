/**
 * Text made safe to place in HTML or XML, as an element's text or a quoted attribute's value: each
 * of `& < > " '` becomes a numeric character reference.
 */
export function escapeMarkup(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
