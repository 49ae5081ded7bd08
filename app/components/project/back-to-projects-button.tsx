import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";

import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useTranslation } from "~/lib/i18n";
import { paths } from "~/lib/paths";
import { useSite } from "~/lib/use-site";

/** Returns to the home page of the same language, which then scrolls to its projects section. */
export function BackToProjectsButton({ className, ...props }: React.ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn("-ml-3 text-muted-foreground hover:text-foreground", className)}
      onClick={() => void navigate(paths.home(lang), { state: { scrollToProjects: true } })}
      {...props}
    >
      <ArrowLeft aria-hidden="true" />
      {t("project.back")}
    </Button>
  );
}
