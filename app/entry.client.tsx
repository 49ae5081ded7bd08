import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { beginHydration } from "~/lib/hydration";

// React Router's own browser entry, plus one flag: while it hydrates, the static parts of the page
// keep their prerendered HTML instead of being hydrated (components/ui/prerendered.tsx).
beginHydration();
// The owner's live preview only (`npm run dev`); a production build drops this line.
if (import.meta.env.DEV) void import("~/lib/dev-content-preview");
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
