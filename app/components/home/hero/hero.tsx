import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowRight from "lucide-react/icons/arrow-right";

import { Unhydrated } from "#app/boot/unhydrated.tsx";
import { SectionLink } from "#app/components/layout/section-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { About } from "#app/content/schema.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useSite } from "#app/lib/use-site.ts";

type HeroProps = { hero: About["hero"]; name: string };

export function Hero({ hero, name }: HeroProps) {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <Unhydrated
      as="section"
      revision={lang}
      id="hero"
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[100svh] flex-col overflow-hidden"
    >
      <HeroBackdrop />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-4 pt-28 pb-28 sm:px-6">
        <p className="inline-flex w-fit items-center gap-2 rounded-full border border-border bg-card/85 px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm sm:text-sm">
          <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
          {hero.tagline}
        </p>
        <p className="mt-8 text-xl font-medium text-muted-foreground sm:text-2xl">
          {hero.greeting}
        </p>
        <h1
          id="hero-title"
          className="mt-2 text-[clamp(2.75rem,1.4rem+6vw,6rem)] leading-[0.95] font-bold tracking-tighter text-balance"
        >
          {name}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground sm:text-xl">
          {hero.subtitle}
        </p>
        <div className="mt-10 grid gap-3 sm:flex sm:flex-wrap">
          <Button asChild size="lg">
            <SectionLink section="projects">
              {t("home.hero.seeProjects")}
              <ArrowRight aria-hidden="true" />
            </SectionLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <SectionLink section="contact">{t("home.hero.getInTouch")}</SectionLink>
          </Button>
        </div>
      </div>
      <Button
        asChild
        variant="outline"
        size={null}
        className="absolute bottom-8 left-1/2 size-12 -translate-x-1/2 rounded-full text-sm shadow-sm"
      >
        <SectionLink
          section="about"
          aria-label={t("home.hero.scrollDown")}
          title={t("home.hero.scrollDown")}
        >
          <ArrowDown aria-hidden="true" />
        </SectionLink>
      </Button>
    </Unhydrated>
  );
}

// Soft colour fields and a dotted grid drawn in CSS: striking on first paint, nothing to download.
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_40%,black,transparent)] [background-size:22px_22px]" />
      <div className="absolute -top-1/4 -right-1/4 size-[42rem] max-w-[120vw] rounded-full bg-[radial-gradient(closest-side,var(--primary),transparent)] opacity-20" />
      <div className="absolute -bottom-1/3 -left-1/4 size-[36rem] max-w-[110vw] rounded-full bg-[radial-gradient(closest-side,var(--secondary),transparent)] opacity-90" />
      <div className="absolute top-1/3 left-1/2 size-[22rem] rounded-full bg-[radial-gradient(closest-side,var(--accent),transparent)] opacity-70" />
    </div>
  );
}
