import { useMatches } from "react-router";

/**
 * A route's `handle` naming the element its first paint waits for (see FirstPaintHold): an id, or
 * the id for the route's loader data, or none where that page lacks the element (an unknown
 * project's page, rendered by the project route, has no article to wait for).
 */
export type FirstPaintHandle = {
  firstPaintAfter: string | ((loaderData: unknown) => string | undefined);
};

function isFirstPaintHandle(handle: unknown): handle is FirstPaintHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    "firstPaintAfter" in handle &&
    (typeof handle.firstPaintAfter === "string" || typeof handle.firstPaintAfter === "function")
  );
}

/**
 * Holds the first paint until the element a route names has been parsed: `<link rel="expect">`,
 * render-blocking (Chromium 124 and later; other engines ignore it and paint as before). On a long
 * page, Chromium otherwise paints the first few kilobytes it has parsed and then styles and lays
 * out everything parsed since in one long task right after that paint, a task a phone spends
 * ignoring taps. Held until the first screen is parsed, the first paint shows that screen whole and
 * the long task comes before it (ADR 18, docs/performance.md).
 */
export function FirstPaintHold() {
  const target = useMatches()
    .flatMap(({ handle, loaderData }) => {
      if (!isFirstPaintHandle(handle)) return [];
      const { firstPaintAfter } = handle;
      return [typeof firstPaintAfter === "string" ? firstPaintAfter : firstPaintAfter(loaderData)];
    })
    .at(-1);
  return target ? <link rel="expect" href={`#${target}`} blocking="render" /> : null;
}
