import { Unhydrated } from "#app/boot/unhydrated.tsx";
import { CvLinks } from "#app/components/cv/cv-links.tsx";
import { AboutTabs } from "#app/components/home/about/about-tabs.tsx";
import { FocusBox } from "#app/components/home/about/focus-box.tsx";
import { Skills } from "#app/components/home/about/skills.tsx";
import { InlineText } from "#app/components/home/inline-text.tsx";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { homePageData } from "#app/content/pages.server.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useSite } from "#app/lib/use-site.ts";

type AboutSectionProps = { about: ReturnType<typeof homePageData>["about"] };

export function AboutSection({ about }: AboutSectionProps) {
  const { t } = useTranslation();
  const { owner, lang } = useSite();
  const portrait = { ...about.portrait, alt: t("home.about.portraitAlt", { name: owner.name }) };

  return (
    <section id="about" aria-labelledby="about-title" className="py-24 sm:py-32">
      <Unhydrated revision={lang} className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          eyebrow={t("home.about.eyebrow")}
          title={t("home.about.title")}
          titleId="about-title"
        />
        <div className="mt-12 grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="space-y-6 lg:col-span-7">
            <p className="text-lg leading-relaxed font-medium text-pretty text-foreground sm:text-2xl sm:leading-relaxed">
              {about.intro}
            </p>
            <InlineText
              segments={about.description}
              className="text-base leading-relaxed text-muted-foreground sm:text-lg"
            />
            <InlineText
              segments={about.hobbies}
              className="text-base leading-relaxed text-muted-foreground sm:text-lg"
            />
            <div className="pt-4">
              <Skills skills={about.skills} />
            </div>
            <CvLinks lang={lang} />
          </div>
          <div className="grid items-start gap-8 md:grid-cols-2 lg:col-span-5 lg:grid-cols-1">
            <div className="relative mx-auto w-full max-w-sm overflow-hidden rounded-3xl border bg-muted shadow-sm md:max-w-none">
              <Picture
                image={portrait}
                sizes="(min-width: 1200px) 424px, (min-width: 1024px) 36vw, (min-width: 768px) calc(50vw - 40px), min(384px, calc(100vw - 32px))"
                className="h-auto w-full"
              />
            </div>
            <FocusBox focus={about.focus} />
          </div>
        </div>
      </Unhydrated>
      <div className="mx-auto mt-20 max-w-6xl px-4 sm:px-6">
        <AboutTabs
          experience={about.experience}
          awards={about.awards}
          education={about.education}
          publications={about.publications}
        />
      </div>
    </section>
  );
}
