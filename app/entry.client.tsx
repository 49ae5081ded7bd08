import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { keyHistoryEntry } from "#app/boot/history-key.ts";
import { beginHydration } from "#app/boot/hydration.ts";

// React Router's own browser entry, plus two steps: the history entry gets the key the router names
// it by (the page's load script no longer sets it), and while the app hydrates, the static parts of
// the page keep their prerendered HTML instead of being hydrated (boot/unhydrated.tsx).
// The router renders a new page at once rather than as a React transition: a page's data and
// modules are in hand before it renders (nothing suspends), and a transition's 5 ms slices spread
// a project page's render over about 600 ms of a 4x slower phone (docs/performance.md).
keyHistoryEntry();
beginHydration();
// The owner's live preview only (`npm run dev`); a production build drops this line.
if (import.meta.env.DEV) void import("#app/lib/dev-content-preview.ts");
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
