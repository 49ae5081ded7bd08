import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { languages, type Language } from "../lib/paths";
import { parseProjectText, type BodyBlock } from "./markdown";
import { countBodyWords, readTimeMismatch } from "./read-time";
import {
  AboutSchema,
  OrderSchema,
  ProjectFrontMatterSchema,
  ProjectMetaSchema,
  SiteSchema,
  TagsSchema,
  specificationTagNames,
  type About,
  type ProjectFrontMatter,
  type ProjectMeta,
  type Site,
  type Tag,
} from "./schema";
import { defaultContentDir } from "./content-dir.server";
import { notFoundProjectId } from "./site-map.server";

export type ProjectText = ProjectFrontMatter & { blocks: BodyBlock[] };
export type Project = { id: string; meta: ProjectMeta; text: Record<Language, ProjectText> };
export type Content = {
  site: Site;
  about: Record<Language, About>;
  tags: Tag[];
  projects: Project[];
};

export type ContentIssue = { file: string; field: string; message: string };

export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(
      `Content has ${issues.length} problem(s):\n` +
        issues.map((i) => `  ${i.file}${i.field ? ` › ${i.field}` : ""}: ${i.message}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

export { defaultContentDir } from "./content-dir.server";

/** Reads and validates everything under content/; throws one ContentError listing every problem. */
export function loadContent(contentDir: string = defaultContentDir): Content {
  const issues: ContentIssue[] = [];
  const display = (path: string) => `content/${relative(contentDir, path)}`;

  function read<S extends z.ZodType>(
    path: string,
    schema: S,
    raw?: unknown,
  ): z.infer<S> | undefined {
    let data = raw;
    if (raw === undefined) {
      if (!existsSync(path)) {
        issues.push({ file: display(path), field: "", message: "file is missing" });
        return undefined;
      }
      try {
        data = parse(readFileSync(path, "utf8"));
      } catch (error) {
        issues.push({
          file: display(path),
          field: "",
          message: `not valid YAML (${String(error)})`,
        });
        return undefined;
      }
    }
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      issues.push({ file: display(path), field: issue.path.join("."), message: issue.message });
    }
    return undefined;
  }

  const imageExists = (src: string) => existsSync(join(contentDir, "images", src));
  const requireImage = (file: string, field: string, src: string) => {
    if (!imageExists(src)) {
      issues.push({ file, field, message: `image ${src} not found under content/images` });
    }
  };

  const sitePath = join(contentDir, "site.yaml");
  const site = read(sitePath, SiteSchema);
  if (site) requireImage(display(sitePath), "portrait", site.portrait);

  const about = Object.fromEntries(
    languages.map((lang) => [lang, read(join(contentDir, `about.${lang}.yaml`), AboutSchema)]),
  ) as Partial<Record<Language, About>>;

  const tagsPath = join(contentDir, "tags.yaml");
  const tags = read(tagsPath, TagsSchema)?.tags ?? [];
  const tagIds = new Set(tags.map((t) => t.id));
  const names = tags.map((t) => t.en);
  for (const name of specificationTagNames) {
    if (!names.includes(name)) {
      issues.push({ file: display(tagsPath), field: "tags", message: `missing the tag "${name}"` });
    }
  }
  for (const name of names) {
    if (!(specificationTagNames as readonly string[]).includes(name)) {
      issues.push({ file: display(tagsPath), field: "tags", message: `unknown tag "${name}"` });
    }
  }
  if (tagIds.size !== tags.length) {
    issues.push({ file: display(tagsPath), field: "tags", message: "a tag id is used twice" });
  }

  const projectsDir = join(contentDir, "projects");
  const orderPath = join(projectsDir, "order.yaml");
  const order = read(orderPath, OrderSchema)?.projects ?? [];
  const seen = new Set<string>();
  for (const id of order) {
    if (seen.has(id)) {
      issues.push({ file: display(orderPath), field: "projects", message: `duplicate id "${id}"` });
    }
    seen.add(id);
  }
  if (seen.has(notFoundProjectId)) {
    issues.push({ file: display(orderPath), field: "projects", message: "reserved id" });
  }
  const folders = existsSync(projectsDir)
    ? readdirSync(projectsDir, { withFileTypes: true }).filter((e) => e.isDirectory())
    : [];
  for (const folder of folders) {
    if (!seen.has(folder.name)) {
      issues.push({
        file: display(orderPath),
        field: "projects",
        message: `project folder "${folder.name}" is not listed`,
      });
    }
  }

  const projects: Project[] = [];
  for (const id of seen) {
    const dir = join(projectsDir, id);
    const metaPath = join(dir, "project.yaml");
    const meta = read(metaPath, ProjectMetaSchema);
    const text: Partial<Record<Language, ProjectText>> = {};
    for (const lang of languages) {
      const path = join(dir, `${lang}.md`);
      if (!existsSync(path)) {
        issues.push({ file: display(path), field: "", message: `missing ${lang} translation` });
        continue;
      }
      let parsed: ReturnType<typeof parseProjectText>;
      try {
        parsed = parseProjectText(readFileSync(path, "utf8"));
      } catch (error) {
        issues.push({ file: display(path), field: "", message: String(error) });
        continue;
      }
      const frontMatter = read(path, ProjectFrontMatterSchema, parsed.frontMatter ?? {});
      const texts = parsed.blocks.filter((b) => b.type === "text").length;
      const images = parsed.blocks.filter((b) => b.type === "image");
      if (texts < 3)
        issues.push({ file: display(path), field: "body", message: "needs 3+ text blocks" });
      if (images.length < 1) {
        issues.push({ file: display(path), field: "body", message: "needs an image block" });
      }
      for (const image of images) {
        requireImage(display(path), "body", image.src);
        if (!image.alt)
          issues.push({ file: display(path), field: "body", message: "image without alt" });
      }
      if (meta) {
        const mismatch = readTimeMismatch(countBodyWords(parsed.blocks), meta.readTime);
        if (mismatch) issues.push({ file: display(path), field: "body", message: mismatch });
      }
      if (frontMatter) text[lang] = { ...frontMatter, blocks: parsed.blocks };
    }
    if (text.en && text.es) {
      const shape = (t: ProjectText) =>
        t.blocks.map((b) => (b.type === "image" ? b.src : "text")).join(",");
      if (shape(text.en) !== shape(text.es)) {
        issues.push({
          file: display(join(dir, "es.md")),
          field: "body",
          message: "blocks differ from en.md (same order of text and images required)",
        });
      }
    }
    if (meta) {
      const file = display(metaPath);
      for (const tag of meta.tags) {
        if (!tagIds.has(tag)) issues.push({ file, field: "tags", message: `unknown tag "${tag}"` });
      }
      for (const related of meta.related) {
        if (related === id) issues.push({ file, field: "related", message: "names itself" });
        else if (!seen.has(related)) {
          issues.push({ file, field: "related", message: `unknown project "${related}"` });
        }
      }
      requireImage(file, "thumbnail", meta.thumbnail);
    }
    if (meta && text.en && text.es) projects.push({ id, meta, text: { en: text.en, es: text.es } });
  }

  for (const tag of tags) {
    if (!projects.some((p) => p.meta.tags.includes(tag.id))) {
      issues.push({
        file: display(tagsPath),
        field: "tags",
        message: `"${tag.id}" is used by no project`,
      });
    }
  }

  if (issues.length > 0 || !site || !about.en || !about.es) throw new ContentError(issues);
  return { site, about: { en: about.en, es: about.es }, tags, projects };
}

let cached: Content | undefined;

/**
 * The site's own content, loaded once per build. The dev server reads it afresh for every request,
 * so an edit under content/ shows on the next render (the content-preview plugin reloads the page).
 */
export function siteContent(): Content {
  if (process.env.NODE_ENV === "development") return loadContent();
  cached ??= loadContent();
  return cached;
}
