import { isbot } from "isbot";

import { type Language, languageFromPath } from "#app/lib/paths.ts";

// Which requests count as a person's view of a page, and what is kept of one: the day, the page,
// its language, where the visitor came from (another site's host, never the full address) and a
// device class. Nothing here keeps the address or the user agent; they only feed the visitor hash.

type ViewKind = "page" | "not_found";
export type Device = "phone" | "desktop";

/** No Referer, or one that is not a web address: the visitor typed the address or used a bookmark. */
export const DIRECT = "(direct)";
/** A Referer on this site: a visitor moving between pages, not "where people come from". */
export const INTERNAL = "";
/** What is past a day's cap (of broken paths, of referrers, of rows): counted, not named. */
export const OTHER = "(other)";

/** The longest path or host kept; longer ones are cut, so one request cannot store a long text. */
const MAX_TEXT = 200;

export type View = {
  kind: ViewKind;
  path: string;
  language: Language;
  referrer: string;
  device: Device;
};

/** What a request and its answer say, as far as counting needs. */
export type Exchange = {
  method: string;
  /** The decoded path. */
  path: string;
  status: number;
  contentType: string | undefined;
  header(name: string): string | undefined;
};

/**
 * The view a request counts for, or undefined: only `GET` of an HTML page answered 200 (or 304, the
 * same page revalidated) or 404, by a browser that is going to show it (not a prefetch or a
 * prerender: those count once shown, through the activation beacon) and is not a known bot.
 */
export function viewOf(exchange: Exchange): View | undefined {
  if (exchange.method !== "GET") return undefined;
  const kind = kindOf(exchange.status);
  if (kind === undefined) return undefined;
  if (!exchange.contentType?.startsWith("text/html")) return undefined;
  if (isSpeculative(exchange.header)) return undefined;
  const userAgent = exchange.header("user-agent");
  if (!isPerson(userAgent)) return undefined;
  return {
    kind,
    path: clip(exchange.path),
    language: languageFromPath(exchange.path),
    referrer: referrerHost(exchange.header("referer"), exchange.header("host")),
    device: deviceClass(userAgent ?? ""),
  };
}

function kindOf(status: number): ViewKind | undefined {
  if (status === 200 || status === 304) return "page";
  if (status === 404) return "not_found";
  return undefined;
}

/**
 * A request the browser makes ahead of a visit that may never happen: `Sec-Purpose: prefetch` (and
 * `prefetch;prerender`), and the older `Purpose`/`X-Purpose`/`X-Moz` headers of the same meaning.
 */
export function isSpeculative(header: (name: string) => string | undefined): boolean {
  const purposes = [
    header("sec-purpose"),
    header("purpose"),
    header("x-purpose"),
    header("x-moz"),
  ].map((value) => value?.toLowerCase() ?? "");
  return purposes.some((value) => /prefetch|prerender|preview/.test(value));
}

// isbot's verdicts on recent user agents: a visitor's browser sends the same one on every page, and
// the test costs a large regular expression each time. Emptied when full, so it stays small.
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1000;

/** A browser a person uses: a user agent that isbot's list does not know as a bot, and not none. */
export function isPerson(userAgent: string | undefined): boolean {
  if (userAgent === undefined || userAgent.trim() === "") return false;
  let person = verdicts.get(userAgent);
  if (person === undefined) {
    person = !isbot(userAgent);
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(userAgent, person);
  }
  return person;
}

/**
 * MDN's rule for phones: their browsers' user agents say "Mobi" (iPhone, Android phones, Opera
 * Mobile); tablets and computers do not. Tablets count as desktop.
 */
export function deviceClass(userAgent: string): Device {
  return userAgent.includes("Mobi") ? "phone" : "desktop";
}

/** The host of another site the visitor came from; DIRECT for none, INTERNAL for this site. */
export function referrerHost(referer: string | undefined, ownHost: string | undefined): string {
  if (referer === undefined || referer.trim() === "") return DIRECT;
  const url = URL.canParse(referer) ? new URL(referer) : undefined;
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:")) return DIRECT;
  if (ownHost !== undefined && url.host === ownHost.toLowerCase()) return INTERNAL;
  return clip(url.host.replace(/^www\./, ""));
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
}
