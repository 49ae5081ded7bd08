import type axe from "axe-core";

// What the end-to-end specs leave on a page's window to read back: the count of print dialogs
// asked for (a stand-in for window.print), a marker that survives a client-side navigation but not
// a reload, the reporter of CSP violations that security.spec.ts exposes to the page, and axe-core
// once support/axe.ts has loaded it there.
declare global {
  interface Window {
    printed?: number;
    marker?: number;
    __reportCspViolation?: (text: string) => void;
    axe?: typeof axe;
  }
}
