import { parse } from "yaml";

export type BodyBlock =
  { type: "text"; content: string } | { type: "image"; src: string; alt: string };

const imageBlock = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;

/** Splits a project file into its front matter and its ordered blocks (see content/README.md). */
export function parseProjectText(source: string): { frontMatter: unknown; blocks: BodyBlock[] } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error("must start with front matter between two --- lines");
  const [, frontMatter = "", body = ""] = match;
  const blocks = body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim().replace(/\s*\r?\n\s*/g, " "))
    .filter((block) => block.length > 0)
    .map((block): BodyBlock => {
      const image = imageBlock.exec(block);
      const [, alt = "", src = ""] = image ?? [];
      return image ? { type: "image", alt: alt.trim(), src } : { type: "text", content: block };
    });
  return { frontMatter: parse(frontMatter), blocks };
}

export type InlineSegment =
  { type: "text"; text: string } | { type: "link"; text: string; href: string };

/** Paragraphs may carry links written as [text](https://...); everything else is plain text. */
export function parseInlineLinks(paragraph: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const link = /\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g;
  let last = 0;
  for (const match of paragraph.matchAll(link)) {
    const [whole, text = "", href = ""] = match;
    if (match.index > last) {
      segments.push({ type: "text", text: paragraph.slice(last, match.index) });
    }
    segments.push({ type: "link", text, href });
    last = match.index + whole.length;
  }
  if (last < paragraph.length) segments.push({ type: "text", text: paragraph.slice(last) });
  return segments;
}
