import { z } from "zod";

import { metrics, templates } from "./vitals";

// The stored rows as both databases return them (PostgreSQL's BIGINT sums arrive as strings).

export const ViewRowSchema = z.object({
  day: z.string(),
  kind: z.enum(["page", "not_found"]),
  path: z.string(),
  language: z.string(),
  referrer: z.string(),
  device: z.enum(["phone", "desktop"]),
  views: z.coerce.number(),
  visitors: z.coerce.number(),
});

export const DayRowSchema = z.object({ day: z.string(), visitors: z.coerce.number() });

export const VitalRowSchema = z.object({
  day: z.string(),
  template: z.enum(templates),
  engine: z.enum(["chromium", "firefox", "webkit", "other"]),
  metric: z.enum(metrics),
  bucket: z.coerce.number(),
  samples: z.coerce.number(),
});

export const ViewKeySchema = ViewRowSchema.pick({
  kind: true,
  path: true,
  language: true,
  referrer: true,
  device: true,
});
