import { Fragment } from "react";

import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { InlineSegment } from "#app/content/markdown.ts";
import { cn } from "#app/lib/cn.ts";

export const inlineLinkClass =
  "text-foreground decoration-primary/50 hover:decoration-primary font-medium underline decoration-2 underline-offset-4 transition-colors";

type InlineTextProps = React.ComponentProps<"p"> & { segments: InlineSegment[] };

/** A paragraph from the owner's content, with its [text](url) links turned into outbound links. */
export function InlineText({ segments, className, ...props }: InlineTextProps) {
  return (
    <p className={cn(className)} {...props}>
      {segments.map((segment, index) =>
        segment.type === "link" ? (
          <ExternalLink key={index} href={segment.href} className={inlineLinkClass}>
            {segment.text}
          </ExternalLink>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}
