import ArrowUpRight from "lucide-react/icons/arrow-up-right";

import { Button } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

import { ProjectFacts } from "./project-facts";
import type { ProjectPage } from "./project-page-data";

type ProjectHeaderProps = React.ComponentProps<"header"> & {
  project: ProjectPage;
  headingRef?: React.Ref<HTMLHeadingElement>;
};

export function ProjectHeader({ project, headingRef, className, ...props }: ProjectHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={cn("flex flex-col gap-6", className)} {...props}>
      <div className="flex flex-col gap-4">
        {/* Focus lands here after moving between projects, so screen readers start at the new title. */}
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-display font-bold tracking-tight text-balance focus:outline-none"
        >
          {project.title}
        </h1>
        <p className="text-lg leading-relaxed text-muted-foreground sm:text-xl">
          {project.subtitle}
        </p>
      </div>
      <div className="flex flex-col gap-5 border-y border-border py-5 sm:flex-row sm:items-center sm:justify-between">
        <ProjectFacts year={project.year} readTime={project.readTime} tags={project.tags} />
        {project.externalLink ? (
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <ExternalLink href={project.externalLink}>
              {t("project.officialLink")}
              <ArrowUpRight aria-hidden="true" />
            </ExternalLink>
          </Button>
        ) : null}
      </div>
    </header>
  );
}
