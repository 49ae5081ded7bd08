import ArrowUpRight from "lucide-react/icons/arrow-up-right";

import { Unhydrated } from "#app/boot/unhydrated.tsx";
import { ContactButton } from "#app/components/contact/contact-button.tsx";
import { SiteFooter } from "#app/components/home/contact/site-footer.tsx";
import { inlineLinkClass } from "#app/components/home/inline-text.tsx";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { profileLinks } from "#app/components/layout/profile-links.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useSite } from "#app/lib/use-site.ts";

export function ContactSection({ copyrightYear }: { copyrightYear: number }) {
  const { t } = useTranslation();
  const { owner, lang } = useSite();
  const profiles = profileLinks(owner.profiles);

  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="pt-24 pb-24 render-when-visible sm:pt-32 sm:pb-16"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl border bg-card p-5 shadow-sm sm:p-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-2/3 bg-[radial-gradient(var(--border)_1px,transparent_1px)] [mask-image:linear-gradient(to_left,black,transparent)] [background-size:18px_18px]"
          />
          <Unhydrated revision={lang} className="relative">
            <SectionHeading
              eyebrow={t("home.contact.eyebrow")}
              title={t("home.contact.title")}
              titleId="contact-title"
            >
              <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
                {t("home.contact.intro")}
              </p>
            </SectionHeading>
          </Unhydrated>
          <div className="relative mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
            <ContactButton className="w-full sm:w-auto" />
            <Unhydrated as="p" revision={lang} className="text-sm text-muted-foreground">
              {t("home.contact.emailPrompt")}{" "}
              <a href={`mailto:${owner.email}`} className={inlineLinkClass}>
                {owner.email}
              </a>
            </Unhydrated>
          </div>
          <Unhydrated revision={lang} className="relative mt-10 border-t pt-8">
            <h3 id="find-me-title" className="text-sm font-semibold">
              {t("home.contact.findMeOn")}
            </h3>
            <ul aria-labelledby="find-me-title" className="mt-4 flex flex-wrap gap-3">
              {profiles.map(({ label, url, Icon }) => (
                <li key={url}>
                  <ExternalLink href={url} className={buttonVariants({ variant: "outline" })}>
                    <Icon />
                    {label}
                    <ArrowUpRight aria-hidden="true" className="text-muted-foreground" />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </Unhydrated>
        </div>
        <Unhydrated revision={lang}>
          <SiteFooter name={owner.name} year={copyrightYear} />
        </Unhydrated>
      </div>
    </section>
  );
}
