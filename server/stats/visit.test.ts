import { describe, expect, it } from "vitest";

import {
  deviceClass,
  DIRECT,
  type Exchange,
  INTERNAL,
  isPerson,
  isSpeculative,
  referrerHost,
  viewOf,
} from "./visit";

const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function exchange(
  overrides: Partial<Exchange> = {},
  headers: Record<string, string> = {},
): Exchange {
  const all: Record<string, string> = { "user-agent": firefox, host: "site.example", ...headers };
  return {
    method: "GET",
    path: "/es/project/eva",
    status: 200,
    contentType: "text/html; charset=utf-8",
    header: (name) => all[name],
    ...overrides,
  };
}

describe("viewOf", () => {
  it("counts a person's GET of a page, with its language, referrer host and device", () => {
    expect(viewOf(exchange({}, { referer: "https://www.news.example/a/b?c=1" }))).toEqual({
      kind: "page",
      path: "/es/project/eva",
      language: "es",
      referrer: "news.example",
      device: "desktop",
    });
  });

  it("keeps a 404 apart, and counts a revalidated page (304) as a view of it", () => {
    expect(viewOf(exchange({ status: 404, path: "/nope" }))?.kind).toBe("not_found");
    expect(viewOf(exchange({ status: 404, path: "/nope" }))?.language).toBe("en");
    expect(viewOf(exchange({ status: 304 }))?.kind).toBe("page");
  });

  it("does not count HEAD, other statuses, assets, or what is not HTML", () => {
    expect(viewOf(exchange({ method: "HEAD" }))).toBeUndefined();
    expect(viewOf(exchange({ status: 308 }))).toBeUndefined();
    expect(viewOf(exchange({ status: 500 }))).toBeUndefined();
    expect(viewOf(exchange({ contentType: "text/javascript" }))).toBeUndefined();
    expect(
      viewOf(exchange({ contentType: "application/atom+xml; charset=utf-8" })),
    ).toBeUndefined();
    expect(viewOf(exchange({ contentType: undefined }))).toBeUndefined();
  });

  it("does not count prefetches and prerenders", () => {
    expect(viewOf(exchange({}, { "sec-purpose": "prefetch" }))).toBeUndefined();
    expect(viewOf(exchange({}, { "sec-purpose": "prefetch;prerender" }))).toBeUndefined();
    expect(viewOf(exchange({}, { purpose: "prefetch" }))).toBeUndefined();
    expect(isSpeculative(() => undefined)).toBe(false);
  });

  it("does not count bots, nor a request without a user agent", () => {
    expect(viewOf(exchange({}, { "user-agent": googlebot }))).toBeUndefined();
    expect(viewOf(exchange({}, { "user-agent": "curl/8.5.0" }))).toBeUndefined();
    expect(isPerson(undefined)).toBe(false);
    expect(isPerson("  ")).toBe(false);
    expect(isPerson(iphone)).toBe(true);
  });

  it("cuts a long path, so that one request cannot store a long text", () => {
    expect(viewOf(exchange({ status: 404, path: `/${"x".repeat(5000)}` }))?.path).toHaveLength(200);
  });
});

describe("referrerHost", () => {
  it("keeps only another site's host", () => {
    expect(referrerHost("https://news.example:8443/x?token=secret", "site.example")).toBe(
      "news.example:8443",
    );
    expect(referrerHost("https://site.example/cv", "site.example")).toBe(INTERNAL);
    expect(referrerHost("https://SITE.example/cv", "Site.Example")).toBe(INTERNAL);
  });

  it("is direct without a referrer or with one that is not a web address", () => {
    expect(referrerHost(undefined, "site.example")).toBe(DIRECT);
    expect(referrerHost("", "site.example")).toBe(DIRECT);
    expect(referrerHost("not a url", "site.example")).toBe(DIRECT);
    expect(referrerHost("javascript:alert(1)", "site.example")).toBe(DIRECT);
  });
});

describe("deviceClass", () => {
  it("takes a user agent with 'Mobi' for a phone, anything else for a desktop", () => {
    expect(deviceClass(iphone)).toBe("phone");
    expect(
      deviceClass(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      ),
    ).toBe("phone");
    expect(
      deviceClass(
        "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      ),
    ).toBe("desktop");
    expect(deviceClass(firefox)).toBe("desktop");
  });
});
