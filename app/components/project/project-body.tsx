import { Picture } from "#app/components/ui/picture.tsx";
import { cn } from "#app/lib/cn.ts";

import { BodyFlow } from "./body-flow";
import type { ProjectBlock } from "./project-page-data";

// Text keeps to 42rem (about 70 characters at 18px, and the header's width); figures may run wider,
// up to the article's 56rem.
const figureSizes = "(min-width: 60rem) 56rem, calc(100vw - 2rem)";

type ProjectBodyProps = React.ComponentProps<"div"> & {
  blocks: ProjectBlock[];
  /** The view-transition-name of the first picture, which the project's card grows into. */
  firstPictureTransitionName?: string;
  /**
   * Renders the blocks a phone's first screen can show under the header, and through the first
   * picture (the card's picture grows into it), while the rest waits.
   */
  firstScreenOnly?: boolean;
};

// The blocks a phone's first screen can show under the project's header.
const firstScreenBlocks = 2;

/** The project's text and illustrations, in the owner's order. */
export function ProjectBody({
  blocks,
  firstPictureTransitionName,
  firstScreenOnly = false,
  className,
  ...props
}: ProjectBodyProps) {
  const firstPicture = blocks.findIndex((block) => block.type === "image");
  const shown = firstScreenOnly ? Math.max(firstScreenBlocks, firstPicture + 1) : blocks.length;
  return (
    <div className={cn("flex flex-col gap-6 sm:gap-7", className)} {...props}>
      {blocks.slice(0, shown).map((block, index) =>
        block.type === "image" ? (
          <figure key={index} className="my-4 sm:my-6">
            <Picture
              image={block.image}
              sizes={figureSizes}
              // Only an image that opens the body can be in the first screen; the rest wait for scrolling.
              priority={index === 0}
              transitionName={index === firstPicture ? firstPictureTransitionName : undefined}
              className="w-full rounded-xl border border-border bg-muted shadow-sm"
            />
            {block.caption ? (
              <figcaption className="mx-auto mt-3 max-w-2xl text-center text-sm leading-relaxed text-pretty text-muted-foreground">
                {block.caption}
              </figcaption>
            ) : null}
          </figure>
        ) : (
          <BodyFlow key={index} block={block} className="mx-auto w-full max-w-2xl" />
        ),
      )}
    </div>
  );
}
