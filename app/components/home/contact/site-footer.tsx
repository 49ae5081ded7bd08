import ArrowUp from "lucide-react/icons/arrow-up";

import { SectionLink } from "#app/components/layout/section-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

/** `year` comes from the content (pages.server.ts, homePageData), not from the clock. */
export function SiteFooter({ name, year }: { name: string; year: number }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-20 flex flex-wrap items-center justify-between gap-4 border-t border-border pt-8 text-sm text-muted-foreground">
      <p>{t("home.footer.copyright", { year, name })}</p>
      <Button asChild variant="ghost" size="sm">
        <SectionLink section="hero">
          <ArrowUp aria-hidden="true" />
          {t("home.footer.backToTop")}
        </SectionLink>
      </Button>
    </footer>
  );
}
