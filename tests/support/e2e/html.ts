import type { APIRequestContext } from "@playwright/test";
import { JSDOM, VirtualConsole } from "jsdom";

// Pages read over HTTP, as a crawler reads them: the prerendered HTML the server sends, parsed
// without running any script and without a browser. For what a page says and declares (head tags,
// content, headers); what a page does is tested in a browser.

export type FetchedPage = {
  status: number;
  headers: Record<string, string>;
  html: string;
  document: Document;
};

// jsdom's CSS parser does not know every rule a modern stylesheet has; what it cannot parse does not
// matter here (no layout is computed), so its complaints stay out of the test output.
const quiet = new VirtualConsole();

// One window parses every page: a window of its own per page is costly to set up, and the suite
// reads each page several times.
const parser = new new JSDOM("", { virtualConsole: quiet }).window.DOMParser();

/** GETs a path from the test server and parses its HTML. */
export async function fetchPage(request: APIRequestContext, path: string): Promise<FetchedPage> {
  return fetchParsed(request, path, withoutStylesheetText);
}

/**
 * GETs a path and parses its head alone, as a crawler or a feed reader looks for what a page
 * declares: `document` has the root element's attributes and the head; its body is empty.
 */
export function fetchHead(request: APIRequestContext, path: string): Promise<FetchedPage> {
  return fetchParsed(request, path, headOnly);
}

async function fetchParsed(
  request: APIRequestContext,
  path: string,
  prepare: (html: string) => string,
): Promise<FetchedPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  return {
    status: response.status(),
    headers: response.headers(),
    html,
    document: parser.parseFromString(prepare(html), "text/html"),
  };
}

// The head ends at its first closing tag: React escapes "<" in text and attribute values, and
// React Router in the JSON-LD it writes, so no "</head>" stands inside anything.
function headOnly(html: string): string {
  const end = html.indexOf("</head>");
  return end === -1 ? html : html.slice(0, end);
}

// The inline stylesheet is a large part of every page and of jsdom's time parsing it: the
// document keeps its <style> element, empty (the text is in `html` for a test that reads it).
function withoutStylesheetText(html: string): string {
  return html.replace(/(<style data-stylesheet=""[^>]*>)[\s\S]*?(<\/style>)/, "$1$2");
}

/** A text with runs of white space collapsed to one space, as a reader sees it. */
export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** An element's text, white space collapsed. */
export function textOf(element: Element | null | undefined): string {
  return collapseSpace(element?.textContent ?? "");
}
