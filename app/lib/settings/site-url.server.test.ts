import { describe, expect, it } from "vitest";

import { defaultSiteUrl, parseSiteUrl } from "./site-url.server";

describe("parseSiteUrl", () => {
  it("defaults to the local server, so npm start links to itself", () => {
    expect(parseSiteUrl({})).toBe(defaultSiteUrl);
    expect(parseSiteUrl({ SITE_URL: "" })).toBe(defaultSiteUrl);
  });

  it("normalises to an origin without a trailing slash", () => {
    expect(parseSiteUrl({ SITE_URL: "https://Ines.Example/" })).toBe("https://ines.example");
    expect(parseSiteUrl({ SITE_URL: "https://ines.example:8443" })).toBe(
      "https://ines.example:8443",
    );
  });

  it.each([
    "ines.example",
    "ftp://ines.example",
    "https://ines.example/portfolio",
    "https://a:b@x.example",
  ])("rejects %s", (value) => expect(() => parseSiteUrl({ SITE_URL: value })).toThrow(/SITE_URL/));

  it("says so in the settings' one error format", () => {
    expect(() => parseSiteUrl({ SITE_URL: "ftp://ines.example" })).toThrow(
      "Invalid settings: SITE_URL must be an absolute http:// or https:// URL",
    );
  });
});
