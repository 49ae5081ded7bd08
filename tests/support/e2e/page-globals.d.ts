import type axe from "axe-core";

// What the end-to-end specs leave on a page's window to read back: the count of print dialogs
// asked for (a stand-in for window.print), a marker that survives a client-side navigation but not
// a reload, the reporter of CSP violations that security.spec.ts exposes to the page, axe-core
// once support/axe.ts has loaded it there, and what view-transitions.spec.ts records of a page's
// transitions (whether each `pagereveal` brought one and when it ended, its layout shifts, how
// many the page started itself), and what theme.spec.ts records of each frame's theme.
declare global {
  interface Window {
    printed?: number;
    marker?: number;
    __reportCspViolation?: (text: string) => void;
    axe?: typeof axe;
    pageReveals?: boolean[];
    transitionFinished?: boolean;
    layoutShift?: number;
    viewTransitionsStarted?: number;
    themeFrames?: { scheme: string; background: string | null }[];
  }
}
