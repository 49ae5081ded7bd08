import { cn } from "#app/lib/cn.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

/** A link that leaves the site: new tab, no opener, and a hint for screen readers that says so. */
export function ExternalLink({ children, className, ...props }: React.ComponentProps<"a">) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" className={cn(className)} {...props}>
      {children}
      {/* The space lives inside the hidden text, so the link's underline never runs past its words. */}
      <span className="sr-only"> {t("common.newTab")}</span>
    </a>
  );
}
