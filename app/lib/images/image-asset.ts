/** Everything a <picture> needs for one image, computed at build time from the image manifest. */
export type ImageAsset = {
  /** A mid-size WebP, for browsers that ignore <source>. */
  src: string;
  width: number;
  height: number;
  alt: string;
  sources: { type: "image/avif" | "image/webp"; srcSet: string }[];
};
