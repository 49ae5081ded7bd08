import type { Nodes, PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { parse } from "yaml";

import type { BodyBlock, FlowBlock, Inline } from "./body-tree";
import { type ProseRun, proseRuns } from "./prose/runs";
import { imagePathPattern } from "./schema";

// The one reader of project bodies: the content check, the page loaders, the read time and the image
// generator all go through parseProjectText, so they always agree on what a body contains.
// CommonMark through mdast-util-from-markdown (docs/decisions/0012-markdown-bodies.md); what the
// site does not render (raw HTML, a second <h1>, scripts in links) is refused here with its line.

/** Something in a body the site will not render, with its 1-based line in the file. */
type BodyProblem = { line: number; message: string };

export type ParsedProjectText = {
  frontMatter: unknown;
  blocks: BodyBlock[];
  /** The line in the file where each top-level block starts, parallel to `blocks`. */
  blockLines: number[];
  problems: BodyProblem[];
  /** The body's visible text with its lines, for the style checks (prose/). */
  prose: ProseRun[];
};

/** How a body names another project: /project/<id> (or /es/project/<id>), or project:<id>. */
const projectLink = /^(?:(?:\/es)?\/project\/|project:)([^/?#\s]+)$/;

/** The project a link points at, or undefined when it is not a link to a project. */
export function projectLinkTarget(url: string): string | undefined {
  const match = projectLink.exec(url);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

function isWebOrMail(url: string): boolean {
  if (!/^(https?:\/\/|mailto:)/i.test(url)) return false;
  return URL.canParse(url);
}

class BodyReader {
  readonly problems: BodyProblem[] = [];

  constructor(
    private readonly lineOffset: number,
    private readonly projects: ReadonlySet<string> | undefined,
  ) {}

  line(node: Nodes): number {
    return (node.position?.start.line ?? 1) + this.lineOffset;
  }

  refuse(node: Nodes, message: string): void {
    this.problems.push({ line: this.line(node), message });
  }

  inlines(nodes: readonly PhrasingContent[]): Inline[] {
    const out: Inline[] = [];
    for (const node of nodes) {
      const inline = this.inline(node);
      if (inline === undefined) continue;
      // Adjacent text (split by the parser around escapes) is one string on the page.
      const last = out.at(-1);
      if (typeof inline === "string" && typeof last === "string")
        out[out.length - 1] = last + inline;
      else out.push(inline);
    }
    return out;
  }

  inline(node: PhrasingContent): Inline | undefined {
    switch (node.type) {
      case "text":
        return node.value;
      case "emphasis":
      case "strong":
        return { type: node.type, children: this.inlines(node.children) };
      case "inlineCode":
        return { type: "code", value: node.value };
      case "break":
        return { type: "break" };
      case "link":
        return this.link(node.url, node.children, node);
      case "html":
        this.refuse(node, `raw HTML is not allowed in a body: ${node.value.slice(0, 40)}`);
        return undefined;
      case "image":
        this.refuse(
          node,
          "a picture must stand on its own line, with a blank line before and after",
        );
        return undefined;
      default:
        this.refuse(node, `${node.type} is not supported; write links as [words](address)`);
        return undefined;
    }
  }

  link(url: string, children: PhrasingContent[], node: Nodes): Inline | undefined {
    const content = this.inlines(children);
    const project = projectLinkTarget(url);
    if (project !== undefined) {
      if (this.projects && !this.projects.has(project)) {
        this.refuse(node, `link to project "${project}", which is not in projects/order.yaml`);
      }
      return { type: "project-link", project, children: content };
    }
    if (isWebOrMail(url)) return { type: "link", href: url, children: content };
    this.refuse(
      node,
      `link to "${url.slice(0, 60)}" is not allowed: use a full https:// address, mailto:, ` +
        `or another project as /project/<id> or project:<id>`,
    );
    return undefined;
  }

  flow(node: RootContent): FlowBlock | undefined {
    switch (node.type) {
      case "paragraph":
        return { type: "paragraph", children: this.inlines(node.children) };
      case "heading":
        if (node.depth === 2 || node.depth === 3) {
          return { type: "heading", level: node.depth, children: this.inlines(node.children) };
        }
        this.refuse(
          node,
          node.depth === 1
            ? "a # heading would be a second page title: start subheadings at ##"
            : `a ${"#".repeat(node.depth)} heading is too deep: use ## or ###`,
        );
        return undefined;
      case "list":
        return {
          type: "list",
          ordered: node.ordered === true,
          ...(node.ordered && typeof node.start === "number" && node.start !== 1
            ? { start: node.start }
            : {}),
          items: node.children.map((item) => this.flows(item.children)),
        };
      case "blockquote":
        return { type: "quote", children: this.flows(node.children) };
      case "code":
        return { type: "code", value: node.value };
      case "html":
        this.refuse(node, `raw HTML is not allowed in a body: ${node.value.slice(0, 40)}`);
        return undefined;
      default:
        this.refuse(
          node,
          `${node.type} is not supported in a body (content/README.md, "Writing a body")`,
        );
        return undefined;
    }
  }

  flows(nodes: readonly RootContent[]): FlowBlock[] {
    return nodes.flatMap((node) => {
      if (soleImage(node)) {
        this.refuse(node, "pictures go between paragraphs, not inside a list or a quote");
        return [];
      }
      return this.flow(node) ?? [];
    });
  }

  block(node: RootContent): BodyBlock | undefined {
    const image = soleImage(node);
    if (!image) return this.flow(node);
    if (!imagePathPattern.test(image.url)) {
      this.refuse(node, `picture ${image.url} must be a path like /portfolio/<id>/body-1.svg`);
    }
    if (!image.alt?.trim()) this.refuse(node, "picture without words in [brackets] describing it");
    return {
      type: "image",
      src: image.url,
      alt: image.alt?.trim() ?? "",
      ...(image.title?.trim() ? { caption: image.title.trim() } : {}),
    };
  }
}

/** A paragraph that is nothing but one picture: the body's way of placing an illustration. */
function soleImage(node: RootContent) {
  if (node.type !== "paragraph") return undefined;
  const children = node.children.filter((c) => !(c.type === "text" && c.value.trim() === ""));
  const [only] = children;
  return children.length === 1 && only?.type === "image" ? only : undefined;
}

export type ParseOptions = {
  /** The ids links may name; without it, links to projects are not checked (the image generator). */
  projects?: ReadonlySet<string>;
};

/** Splits a project file into its front matter and its body's blocks (see content/README.md). */
export function parseProjectText(source: string, options: ParseOptions = {}): ParsedProjectText {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match) throw new Error("must start with front matter between two --- lines");
  const [head, frontMatter = ""] = match;
  const lineOffset = head.split("\n").length - 1;
  const reader = new BodyReader(lineOffset, options.projects);
  const tree = fromMarkdown(source.slice(head.length));
  const blocks: BodyBlock[] = [];
  const blockLines: number[] = [];
  for (const node of tree.children) {
    const block = reader.block(node);
    if (block === undefined) continue;
    blocks.push(block);
    blockLines.push(reader.line(node));
  }
  return {
    frontMatter: parse(frontMatter),
    blocks,
    blockLines,
    problems: reader.problems,
    prose: proseRuns(tree, lineOffset),
  };
}
