import { cn } from "#app/lib/cn.ts";
import type { ImageAsset } from "#app/lib/images/image-asset.ts";
import { pageTransitionClass, pageTransitionStyle } from "#app/lib/page-transition.ts";

type PictureProps = {
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** For the image that may be the largest paint: load it eagerly and early. */
  priority?: boolean;
  className?: string;
  /** The view-transition-name it shares with its twin on another page (page-transition.ts). */
  transitionName?: string;
};

/** A responsive image: AVIF, then WebP, with intrinsic size so the layout never shifts. */
export function Picture({
  image,
  sizes,
  priority = false,
  className,
  transitionName,
}: PictureProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={cn("block", transitionName && pageTransitionClass, className)}
        style={transitionName ? pageTransitionStyle(transitionName) : undefined}
      />
    </picture>
  );
}
