import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useTranslation } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { useSite } from "~/lib/use-site";

/**
 * A link to the home page of the same language, which then scrolls to its projects section (the
 * state it carries). A link, so it can also be opened in a new tab or copied.
 */
export function BackToProjectsLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      className={cn("-ml-3 text-muted-foreground hover:text-foreground", className)}
    >
      <Link to={paths.home(lang)} state={{ scrollToProjects: true }}>
        <ArrowLeft aria-hidden="true" />
        {t("project.back")}
      </Link>
    </Button>
  );
}
