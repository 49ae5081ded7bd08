import type { FlowBlock } from "#app/content/body-tree.ts";
import { cn } from "#app/lib/cn.ts";

import { BodyInlines } from "./body-inline";

const bodyTextClass = "text-base leading-[1.8] text-pretty text-foreground/90 sm:text-lg";

type BodyFlowProps = { block: FlowBlock; className?: string };

/** A paragraph, subheading, list, quote or code block of a project's body. */
export function BodyFlow({ block, className }: BodyFlowProps) {
  switch (block.type) {
    case "paragraph":
      return (
        <p className={cn(bodyTextClass, className)}>
          <BodyInlines>{block.children}</BodyInlines>
        </p>
      );
    case "heading": {
      // The page's title is its one <h1>; body headings start at <h2> (content/README.md).
      const Heading = block.level === 2 ? "h2" : "h3";
      return (
        <Heading
          className={cn(
            "font-semibold tracking-tight text-balance text-foreground",
            block.level === 2 ? "mt-4 text-2xl sm:text-3xl" : "mt-2 text-xl sm:text-2xl",
            className,
          )}
        >
          <BodyInlines>{block.children}</BodyInlines>
        </Heading>
      );
    }
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          start={block.start}
          className={cn(
            bodyTextClass,
            "flex flex-col gap-2 ps-6 marker:text-primary",
            block.ordered ? "list-decimal marker:font-semibold" : "list-disc",
            className,
          )}
        >
          {block.items.map((item, index) => (
            <BodyListItem key={index} blocks={item} />
          ))}
        </List>
      );
    }
    case "quote":
      return (
        <blockquote
          className={cn("flex flex-col gap-4 border-s-4 border-primary/60 ps-5 italic", className)}
        >
          {block.children.map((child, index) => (
            <BodyFlow key={index} block={child} className="text-muted-foreground" />
          ))}
        </blockquote>
      );
    case "code":
      return (
        // Long lines wrap rather than scroll, so the block never needs a keyboard-reachable scroller.
        <pre
          className={cn(
            "rounded-lg border border-border bg-muted p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground",
            className,
          )}
        >
          <code>{block.value}</code>
        </pre>
      );
  }
}

/** A tight list item is its words alone; a loose one keeps its paragraphs. */
function BodyListItem({ blocks }: { blocks: FlowBlock[] }) {
  const [only] = blocks;
  if (blocks.length === 1 && only?.type === "paragraph") {
    return (
      <li className="ps-1">
        <BodyInlines>{only.children}</BodyInlines>
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 ps-1">
      {blocks.map((block, index) => (
        <BodyFlow key={index} block={block} />
      ))}
    </li>
  );
}
