import { z } from "zod";

import { byLanguage } from "../lib/paths";

// General rules only: what any owner's content must satisfy for the site to render it. The facts
// of today's content (how many projects, which tags, which years) are tested in
// owner-content.test.ts, where a change to the content shows up without editing this file.

const text = z.string().trim().min(1, "must not be empty");
const httpsUrl = z.url({ protocol: /^https?$/, message: "must be a full http(s) URL" });
/** A picture's public path: content/images/portfolio/eva/body-1.svg is /portfolio/eva/body-1.svg. */
export const imagePathPattern = /^\/[\w./-]+\.(svg|png|jpe?g|webp)$/;
const imagePath = z
  .string()
  .regex(imagePathPattern, "must be an image path like /portfolio/id/name.svg");
// An about tab or the skills row with nothing in it would render as an empty box.
const entries = <T extends z.ZodType>(entry: T) =>
  z.array(entry).min(1, "must have at least one entry");

const profile = z.object({ label: text, url: httpsUrl });

// A stable name for an about entry that projects point at (`role`, `claims` in project.yaml).
const entryId = z
  .string()
  .regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and dashes, e.g. casa-portal");

/**
 * "2019 – 2022", or "2023 – present" in the owner's words for an open end: the years a project
 * credited to the role must fall within. A lone year is a role of that year only.
 */
export const periodPattern = /^(\d{4})(?:\s*[–-]\s*(?:(\d{4})|(\D+)))?$/;

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
  skills: entries(text),
  focus: z.object({ title: text, text }),
  experience: entries(
    z.object({
      id: entryId,
      title: text,
      company: text,
      period: text.regex(periodPattern, 'must read "2019 – 2022" or "2023 – present"'),
      url: httpsUrl.optional(),
    }),
  ),
  awards: entries(z.object({ id: entryId, name: text, year: z.number().int() })),
  education: entries(z.object({ degree: text, institution: text, year: z.number().int() })),
  publications: entries(z.object({ id: entryId, title: text, citation: text })),
});

/** The about fields that are lists: each language lists the same entries, in the same order. */
export const aboutLists = ["skills", "experience", "awards", "education", "publications"] as const;

export const TagsSchema = z.object({
  tags: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and dashes"),
      // The tag's label in each language, under the language's code.
      ...byLanguage(() => text),
    }),
  ),
});

/**
 * A project id: its folder, its page address (/project/<id>) and part of its pictures' paths. The
 * image generator reads order.yaml with this same rule, so an id the check accepts is one it can draw.
 */
export const projectIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9]+$/, "must be letters and digits only, e.g. greenMarket");

// Each id is checked on its own against projectIdSchema, so one bad id is named with its line
// instead of hiding the whole list.
export const OrderSchema = z.object({ projects: z.array(text).min(1) });

/**
 * A project's facts. `latestYear` is passed in rather than fixed, so a project dated this year (or
 * announced for the next) passes without a code change; the loader derives it from today's date.
 */
export function projectMetaSchema(latestYear: number) {
  return z.object({
    year: z
      .number()
      .int()
      .min(1000, "must be a four-digit year")
      .max(latestYear, `must be ${latestYear} or earlier (no later than next year)`),
    readTime: z
      .number()
      .int()
      .min(4, "must be at least 4 minutes")
      .max(12, "must be at most 12 minutes"),
    tags: z.array(text).min(1, "must have at least one tag"),
    related: z.array(text).length(2, "must name exactly two related projects"),
    thumbnail: imagePath,
    // A live demo's address, kept with the project's facts for the owner; no page shows it yet.
    demo: httpsUrl.optional(),
    cv: z.boolean().optional(),
    // The experience entry (its id in the about files) the project was done in; its year must
    // fall within that entry's period.
    role: entryId.optional(),
    // The awards and publications (their ids in the about files) that belong to this project.
    claims: z.array(entryId).optional(),
  });
}

export const ProjectFrontMatterSchema = z.object({
  title: text,
  subtitle: text,
  description: text.max(260, "must be at most 260 characters (it is shown on a card)"),
  externalLink: httpsUrl.optional(),
});

export type Site = z.infer<typeof SiteSchema>;
export type About = z.infer<typeof AboutSchema>;
export type ProjectMeta = z.infer<ReturnType<typeof projectMetaSchema>>;
export type ProjectFrontMatter = z.infer<typeof ProjectFrontMatterSchema>;
export type Tag = z.infer<typeof TagsSchema>["tags"][number];
