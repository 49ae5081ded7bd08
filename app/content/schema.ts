import { z } from "zod";

/** The specification's tag set; content may label them in Spanish but not add or drop any. */
export const specificationTagNames = [
  "Product",
  "AI",
  "WhatsApp Bot",
  "FinTech",
  "Livecoding",
  "Experiment",
  "Art & Technology",
  "Interactive",
  "Language Design",
  "NFT",
  "Blockchain",
  "Development",
  "Twitter Bot",
  "Investigation",
  "Computational",
  "Generative Art",
  "IoT",
  "Music",
  "Creative",
  "Education",
  "Mentoring",
  "Fashion",
] as const;

const text = z.string().trim().min(1, "must not be empty");
const httpsUrl = z.url({ protocol: /^https?$/, message: "must be a full http(s) URL" });
const imagePath = z
  .string()
  .regex(/^\/[\w./-]+\.(svg|png|jpe?g|webp)$/, "must be an image path like /portfolio/id/name.svg");

const profile = z.object({ label: text, url: httpsUrl });

export const SiteSchema = z.object({
  name: text,
  email: z.email("must be an e-mail address"),
  portrait: imagePath,
  profiles: z.object({ network: profile, video: profile, photo: profile }),
});

export const AboutSchema = z.object({
  meta: z.object({ title: text, description: text, jobTitle: text }),
  hero: z.object({ tagline: text, greeting: text, subtitle: text }),
  intro: text,
  description: text,
  hobbies: text,
  skills: z.array(text).length(8, "must list exactly the eight skills"),
  focus: z.object({ title: text, text }),
  experience: z
    .array(z.object({ title: text, company: text, period: text, url: httpsUrl.optional() }))
    .min(5, "must have at least 5 entries"),
  awards: z.array(z.object({ name: text, year: z.number().int() })).min(3, "at least 3 awards"),
  education: z
    .array(z.object({ degree: text, institution: text, year: z.number().int() }))
    .min(2, "at least 2 entries"),
  publications: z
    .array(z.object({ title: text, citation: text }))
    .min(3, "at least 3 publications"),
});

export const TagsSchema = z.object({
  tags: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and dashes"),
      en: text,
      es: text,
    }),
  ),
});

export const OrderSchema = z.object({ projects: z.array(text).min(1) });

export const ProjectMetaSchema = z.object({
  year: z.number().int().min(2015, "must be 2015 or later").max(2025, "must be 2025 or earlier"),
  readTime: z
    .number()
    .int()
    .min(4, "must be at least 4 minutes")
    .max(12, "must be at most 12 minutes"),
  tags: z.array(text).min(1, "must have at least one tag"),
  related: z.array(text).length(2, "must name exactly two related projects"),
  thumbnail: imagePath,
  demo: httpsUrl,
  cv: z.boolean().optional(),
});

export const ProjectFrontMatterSchema = z.object({
  title: text,
  subtitle: text,
  description: text.max(260, "must be at most 260 characters (it is shown on a card)"),
  externalLink: httpsUrl.optional(),
});

export type Site = z.infer<typeof SiteSchema>;
export type About = z.infer<typeof AboutSchema>;
export type ProjectMeta = z.infer<typeof ProjectMetaSchema>;
export type ProjectFrontMatter = z.infer<typeof ProjectFrontMatterSchema>;
export type Tag = z.infer<typeof TagsSchema>["tags"][number];
