import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, dropping the false and empty ones. It does not resolve two utilities that set
 * one property (tailwind-merge would, at a cost to every page's JavaScript: docs/performance.md): a
 * component's variants and its callers' classes are written never to meet on one property, and the
 * end-to-end suite checks every page and the states the app draws for such pairs
 * (tests/e2e/class-lists.spec.ts).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
