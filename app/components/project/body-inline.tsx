import { Fragment } from "react";
import { Link } from "react-router";

import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { Inline } from "#app/content/body-tree.ts";
import { paths } from "#app/lib/paths.ts";
import { useSite } from "#app/lib/use-site.ts";

const linkClass =
  "font-medium text-foreground underline decoration-primary/50 decoration-2 underline-offset-4 transition-colors hover:decoration-primary";

/** The words of a paragraph, heading or list item, with their emphasis, code and links. */
export function BodyInlines({ children }: { children: readonly Inline[] }) {
  return children.map((child, index) => <BodyInline key={index} node={child} />);
}

function BodyInline({ node }: { node: Inline }) {
  const { lang } = useSite();
  if (typeof node === "string") return <Fragment>{node}</Fragment>;
  switch (node.type) {
    case "emphasis":
      return (
        <em>
          <BodyInlines>{node.children}</BodyInlines>
        </em>
      );
    case "strong":
      return (
        <strong className="font-semibold text-foreground">
          <BodyInlines>{node.children}</BodyInlines>
        </strong>
      );
    case "code":
      return (
        <code className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-[0.875em] text-foreground">
          {node.value}
        </code>
      );
    case "break":
      return <br />;
    case "project-link":
      // Another project, in the language of the page the visitor is reading.
      return (
        <Link to={paths.project(lang, node.project)} className={linkClass}>
          <BodyInlines>{node.children}</BodyInlines>
        </Link>
      );
    case "link":
      return node.href.startsWith("mailto:") ? (
        <a href={node.href} className={linkClass}>
          <BodyInlines>{node.children}</BodyInlines>
        </a>
      ) : (
        <ExternalLink href={node.href} className={linkClass}>
          <BodyInlines>{node.children}</BodyInlines>
        </ExternalLink>
      );
  }
}
