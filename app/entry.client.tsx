import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { keyHistoryEntry } from "#app/boot/history-key.ts";
import { beginHydration } from "#app/boot/hydration.ts";

// React Router's own browser entry, plus two steps: the history entry gets the key the router names
// it by (the page's load script no longer sets it), and while the app hydrates, the static parts of
// the page keep their prerendered HTML instead of being hydrated (boot/unhydrated.tsx).
keyHistoryEntry();
beginHydration();
// The owner's live preview only (`npm run dev`); a production build drops this line.
if (import.meta.env.DEV) void import("#app/lib/dev-content-preview.ts");
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
