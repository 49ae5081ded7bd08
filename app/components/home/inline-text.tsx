import { Fragment } from "react";

import { ExternalLink } from "~/components/ui/external-link";
import type { InlineSegment } from "~/content/markdown";
import { cn } from "~/lib/cn";

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
