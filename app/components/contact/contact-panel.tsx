import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";

import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

import { PlainContactForm, type PlainContactFormProps } from "./plain-contact-form";

export type ContactPanelState =
  | {
      kind: "form";
      failed?: boolean;
      values?: PlainContactFormProps["values"];
      errors?: PlainContactFormProps["errors"];
    }
  | { kind: "sent" };

type ContactPanelProps = Omit<PlainContactFormProps, "values" | "errors"> & {
  state: ContactPanelState;
  email: string;
  /** Where "Back to the home page" leads after a message was sent. */
  homeHref: string;
};

/**
 * The contact page's content: the form (with a failure notice when the relay could not take the
 * message), or the specification's success text once it has. The /contact page renders it with the
 * empty form; the relay renders it as its answer to a form sent without JavaScript.
 */
export function ContactPanel({ state, email, homeHref, ...form }: ContactPanelProps) {
  const { t } = useTranslation();
  if (state.kind === "sent") {
    return (
      <div role="status" className="grid justify-items-start gap-4">
        <CircleCheck aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-title font-bold tracking-tight">{t("contact.toast.successTitle")}</h1>
        <p className="text-lg text-muted-foreground">{t("contact.toast.successDescription")}</p>
        <Button asChild size="lg" className="mt-4">
          <a href={homeHref}>{t("common.notFound.backHome")}</a>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-title font-bold tracking-tight">{t("contact.title")}</h1>
        <p className="text-muted-foreground">{t("contact.description")}</p>
        {email ? (
          <p className="text-sm text-muted-foreground">
            {t("contact.direct")}{" "}
            <a
              href={`mailto:${email}`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {email}
            </a>
          </p>
        ) : null}
      </header>
      {state.failed ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive p-4 text-sm text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="font-semibold">{t("contact.toast.errorTitle")}</strong>{" "}
            {t("contact.toast.errorDescription")}
          </p>
        </div>
      ) : null}
      <PlainContactForm {...form} values={state.values} errors={state.errors} />
    </div>
  );
}
