// What the live preview's server (scripts/dev/content-preview.ts) and the page (dev-content-preview.ts)
// say to each other over Vite's socket. Types and names only: the page's bundle imports this.

/** The Server-Timing entry whose description is the content revision a page was rendered from. */
export const serverTimingName = "content";

/** Page to server, once its socket is open: the revision it shows (null when it cannot tell). */
export const renderedEvent = "content-preview:rendered";
export type RenderedRevision = { revision: string | null };

/** Server to page: what it shows is the content on disk. */
export const currentEvent = "content-preview:current";
export type CurrentRevision = { revision: string };

/** How often the server re-reads the content's revision, in case a file watcher missed a save. */
export const recheckIntervalMs = 1000;
