import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import { useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { Toaster } from "sonner";

import { useTranslation } from "#app/lib/i18n.tsx";

// Sonner's own breakpoint for full-width toasts.
const narrow = "(max-width: 600px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(narrow);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

// Wide screens: bottom right, lifted above the fixed language toggle (1rem + 3rem tall). Phones: at the
// top, where a toast cannot cover the form's buttons while the modal stays open after a failure.
// The region is a polite live region that stays mounted, so a toast added later is announced; it also
// stays reachable while the modal hides the page, because modal dialogs leave aria-live regions alone.
export function ContactToaster() {
  const { t } = useTranslation();
  const isNarrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(narrow).matches,
    () => false,
  );
  return createPortal(
    <Toaster
      position={isNarrow ? "top-center" : "bottom-right"}
      offset={{ bottom: "5rem", right: "1rem" }}
      mobileOffset={{ top: "1rem", left: "1rem", right: "1rem" }}
      customAriaLabel={t("contact.toast.region")}
      className="pointer-events-auto"
      icons={{
        success: <CircleCheck className="size-5 text-primary" aria-hidden="true" />,
        error: <CircleAlert className="size-5" aria-hidden="true" />,
      }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: "flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg",
          default: "bg-card text-card-foreground border-border",
          success: "bg-card text-card-foreground border-border",
          error: "bg-destructive text-destructive-foreground border-destructive",
          icon: "mt-0.5 shrink-0",
          content: "grid gap-1",
          title: "text-sm font-semibold",
          description: "text-sm",
        },
      }}
    />,
    document.body,
  );
}
