import {
  currentEvent,
  type CurrentRevision,
  renderedEvent,
  type RenderedRevision,
  serverTimingName,
} from "./content-preview-protocol";

// The page's side of the live preview (scripts/dev/content-preview.ts), loaded by `npm run dev`
// only: it tells the server which content revision this page was rendered from, and the server
// reloads it if the content has changed since, for instance while the page was still loading.

/** The revision the server stamped on this document's response, or null when it cannot be read. */
function renderedRevision(): string | null {
  const [navigation] = performance.getEntriesByType("navigation");
  if (!(navigation instanceof PerformanceNavigationTiming)) return null;
  const entry = navigation.serverTiming.find((timing) => timing.name === serverTimingName);
  return entry?.description || null;
}

if (import.meta.hot) {
  const hot = import.meta.hot;
  hot.on(currentEvent, ({ revision }: CurrentRevision) => {
    // What the owner (and the live-preview test) can watch for: the page shows the saved content.
    console.info(`[content preview] showing revision ${revision}`);
  });
  // Sent before the socket is open, it waits for it (and a lost connection reloads the page).
  hot.send(renderedEvent, { revision: renderedRevision() } satisfies RenderedRevision);
}
