import { useTranslation } from "#app/lib/i18n.tsx";

// A field only bots fill in. It sits off-screen rather than display:none (some bots skip hidden
// inputs), is out of the tab order, and its wrapper is hidden from assistive technology. The relay
// holds any message that arrives with it filled (browser autofill can fill hidden fields too): it
// is stored and answered like any other, but waits for the owner instead of going to the webhook.
export function HoneypotField({ ref }: { ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="contact-website">{t("contact.fields.website.label")}</label>
      <input
        ref={ref}
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
