import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { paths } from "#app/lib/paths.ts";
import { useSite } from "#app/lib/use-site.ts";

/** Shown for any unknown project id; the server answers these URLs with status 404. */
export function ProjectNotFound({ className, ...props }: React.ComponentProps<"div">) {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <div
      className={cn("mx-auto flex max-w-xl flex-col items-start gap-6 py-16 sm:py-24", className)}
      {...props}
    >
      <p className="text-sm font-semibold tracking-widest text-primary">
        {t("project.notFound.eyebrow")}
      </p>
      <h1 className="text-title font-bold tracking-tight">{t("project.notFound.title")}</h1>
      <p className="text-lg leading-relaxed text-muted-foreground">
        {t("project.notFound.description")}
      </p>
      <Button asChild size="lg">
        <Link to={paths.home(lang)}>
          <ArrowLeft aria-hidden="true" />
          {t("project.notFound.backHome")}
        </Link>
      </Button>
    </div>
  );
}
