import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link, useNavigate } from "react-router";

import { isPlainClick } from "#app/boot/plain-click.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { pageTransitionAllowed } from "#app/lib/page-transition.ts";
import { paths } from "#app/lib/paths.ts";
import { useSite } from "#app/lib/use-site.ts";

/**
 * A link to the home page's projects section in the same language. Its address names the section
 * (`/#projects`), so before the app runs, without JavaScript, in a new tab or copied, the browser
 * lands there itself. Once the app runs, a plain click navigates to the home page with the
 * `scrollToProjects` state the specification gives it, which the home page scrolls by and clears.
 */
export function BackToProjectsLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const navigate = useNavigate();
  const home = paths.home(lang);
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      className={cn("-ml-3 text-muted-foreground hover:text-foreground", className)}
    >
      <Link
        to={`${home}#projects`}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          void navigate(home, {
            state: { scrollToProjects: true },
            viewTransition: pageTransitionAllowed(),
          });
        }}
      >
        <ArrowLeft aria-hidden="true" />
        {t("project.back")}
      </Link>
    </Button>
  );
}
