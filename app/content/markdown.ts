// The about texts (description, hobbies) allow links and nothing else; project bodies are full
// Markdown, read by body-markdown.server.ts.

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
