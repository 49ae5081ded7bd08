import { startTransition, useRef, useState } from "react";

import { isPlainClick } from "#app/boot/plain-click.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { paths } from "#app/lib/paths.ts";
import { useSite } from "#app/lib/use-site.ts";

import type * as ContactDialogExports from "./contact-dialog";

type ContactDialogModule = typeof ContactDialogExports;

let loading: Promise<ContactDialogModule> | undefined;

// The form's code is not part of the page: it is fetched the first time a visitor shows intent
// (pointer over, focus, touch) and reused after that. A failed fetch is forgotten so it can be retried.
function loadContactDialog(): Promise<ContactDialogModule> {
  loading ??= import("./contact-dialog").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function preload() {
  loadContactDialog().catch(() => {});
}

/**
 * 'Contact me': a link to the contact page, so that it leads to the form before the app has loaded
 * and without JavaScript; once the app runs, it opens the form in a dialog instead, loading it on
 * first use.
 */
export function ContactButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const button = useRef<HTMLAnchorElement>(null);
  const [dialog, setDialog] = useState<ContactDialogModule | null>(null);
  const [open, setOpen] = useState(false);

  function openForm(event: React.MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // Rendering the dialog (and, the first time, its module) is work React may split and interrupt:
    // the tap is answered by the next frame, the dialog follows (INP, docs/performance.md).
    startTransition(() => setOpen(true));
    if (dialog) return;
    loadContactDialog().then(
      (module) => startTransition(() => setDialog(module)),
      (error: unknown) => {
        // Offline or a stale deployment: the contact page's form needs no script.
        console.error("The contact form could not be loaded", error);
        setOpen(false);
        window.location.assign(paths.contact(lang));
      },
    );
  }

  return (
    <>
      <Button asChild size="lg" className={className}>
        <a
          ref={button}
          href={paths.contact(lang)}
          aria-haspopup="dialog"
          onClick={openForm}
          onPointerEnter={preload}
          onFocus={preload}
          onTouchStart={preload}
        >
          {t("contact.open")}
        </a>
      </Button>
      {dialog ? (
        <>
          <dialog.ContactToaster />
          <dialog.ContactDialog
            open={open}
            onOpenChange={(next) => startTransition(() => setOpen(next))}
            returnFocusTo={button}
          />
        </>
      ) : null}
    </>
  );
}
