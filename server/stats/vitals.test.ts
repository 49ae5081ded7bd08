import { describe, expect, it } from "vitest";

import { bucketOf, engineOf, p75, templateOf } from "./vitals";

const pages = new Set(["/", "/es/", "/project/eva", "/es/project/eva", "/cv", "/contact"]);
const isPage = (path: string) => pages.has(path);

describe("field speed", () => {
  it("names the template of a page, and 404 for what the build has not", () => {
    expect(templateOf("/", isPage)).toBe("home");
    expect(templateOf("/es/", isPage)).toBe("home");
    expect(templateOf("/es/project/eva", isPage)).toBe("project");
    expect(templateOf("/cv", isPage)).toBe("cv");
    expect(templateOf("/contact", isPage)).toBe("contact");
    expect(templateOf("/project/nope", isPage)).toBe("404");
    expect(templateOf("/anything", () => true)).toBe("404");
  });

  it("tells the engine from the user agent, every iOS browser being WebKit", () => {
    expect(
      engineOf(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      ),
    ).toBe("chromium");
    expect(engineOf("Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0")).toBe(
      "firefox",
    );
    expect(
      engineOf(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15",
      ),
    ).toBe("webkit");
    expect(
      engineOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("webkit");
    expect(engineOf("Lynx/2.9")).toBe("other");
  });

  it("keeps a figure within 5 % in its bucket, and reads the 75th percentile", () => {
    for (const value of [0, 7, 21, 180, 1234, 2500, 59_000]) {
      const bucket = bucketOf("LCP", value);
      expect(bucket).toBeGreaterThanOrEqual(value);
      expect(bucket).toBeLessThanOrEqual(Math.max(value * 1.051, value + 1));
    }
    expect(bucketOf("CLS", 0.1)).toBe(100);
    const histogram = [100, 200, 300, 400].map((value) => ({
      bucket: bucketOf("INP", value),
      samples: 1,
    }));
    expect(p75("INP", histogram)).toBe(bucketOf("INP", 300));
    expect(p75("CLS", [{ bucket: 100, samples: 3 }])).toBe(0.1);
    expect(p75("LCP", [])).toBeUndefined();
  });
});
