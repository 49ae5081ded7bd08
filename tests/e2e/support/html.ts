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

/** GETs a path from the test server and parses its HTML. */
export async function fetchPage(request: APIRequestContext, path: string): Promise<FetchedPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  return {
    status: response.status(),
    headers: response.headers(),
    html,
    document: new JSDOM(withoutStylesheetText(html), { virtualConsole: quiet }).window.document,
  };
}

// The inline stylesheet is a quarter of the home page and half of jsdom's time parsing it: the
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
