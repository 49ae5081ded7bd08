import { z } from "zod";

/**
 * The optimizer's record of every source image and the files it produced, keyed by the
 * source's public path ("/portfolio/eva/thumbnail.svg"). Written by scripts/images/optimize.ts
 * to .cache/images/manifest.json and read at build time by images.server.ts.
 */
const VariantSchema = z.object({
  width: z.number().int().positive(),
  path: z.string().startsWith("/"),
});

export const ImageManifestEntrySchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.object({ avif: z.array(VariantSchema), webp: z.array(VariantSchema) }),
  share: z.string().startsWith("/").optional(),
});

export const ImageManifestSchema = z.record(z.string().startsWith("/"), ImageManifestEntrySchema);

export type ImageManifestEntry = z.infer<typeof ImageManifestEntrySchema>;
export type ImageManifest = z.infer<typeof ImageManifestSchema>;
