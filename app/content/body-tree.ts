// The tree a project body becomes: parsed from Markdown at build (body-markdown.server.ts), shipped to
// the page as loader data, and rendered by React (components/project/project-body.tsx). Only what
// the body may contain has a node here, so nothing else can reach the page. Plain text is a bare
// string, which keeps the page's data close to the size of the text itself.

export type Inline =
  | string
  | { type: "emphasis" | "strong"; children: Inline[] }
  | { type: "code"; value: string }
  | { type: "break" }
  /** http(s) opens in a new tab; mailto opens the visitor's mail program. */
  | { type: "link"; href: string; children: Inline[] }
  /** Another project of the site, shown in the visitor's language. */
  | { type: "project-link"; project: string; children: Inline[] };

/** Blocks that may also sit inside a list or a quote. */
export type FlowBlock =
  | { type: "paragraph"; children: Inline[] }
  | { type: "heading"; level: 2 | 3; children: Inline[] }
  | { type: "list"; ordered: boolean; start?: number; items: FlowBlock[][] }
  | { type: "quote"; children: FlowBlock[] }
  | { type: "code"; value: string };

/** A picture on its own line; `caption` is the Markdown title: ![alt](src "caption"). */
export type BodyImage = { type: "image"; src: string; alt: string; caption?: string };

/** A body's top-level blocks; `Image` is what a picture becomes (a source path, or a built asset). */
export type BodyBlock<Image = BodyImage> = FlowBlock | Image;

/** The words of inline content as a visitor reads them, markup left out. */
export function inlineText(children: readonly Inline[]): string {
  return children
    .map((child) => {
      if (typeof child === "string") return child;
      if (child.type === "code") return child.value;
      if (child.type === "break") return "\n";
      return inlineText(child.children);
    })
    .join("");
}

/** Every piece of text a visitor reads in a body, block by block (pictures' alt text left out). */
export function bodyTexts<Image extends { type: "image" }>(
  blocks: readonly (FlowBlock | Image)[],
  caption: (image: Image) => string | undefined,
): string[] {
  return blocks.flatMap((block): string[] => {
    switch (block.type) {
      case "paragraph":
      case "heading":
        return [inlineText(block.children)];
      case "code":
        return [block.value];
      case "quote":
        return bodyTexts(block.children, caption);
      case "list":
        return block.items.flatMap((item) => bodyTexts(item, caption));
      case "image": {
        const text = caption(block);
        return text ? [text] : [];
      }
    }
  });
}
