import { afterEach, describe, expect, it, vi } from "vitest";

import { siteContent } from "./load.server";
import { homePageData } from "./pages.server";

// The images' manifest is written by the build; the selectors' choices do not depend on it.
vi.mock("./images.server", () => ({
  imageAsset: (src: string, alt: string) => ({ src, alt }),
  shareImagePath: (src: string) => src,
}));

afterEach(() => {
  vi.useRealTimers();
});

describe("homePageData", () => {
  it("dates the footer by the newest project, whatever the clock says", () => {
    const newest = Math.max(...siteContent().projects.map((project) => project.meta.year));
    vi.useFakeTimers({ now: new Date("2031-06-01T12:00:00Z"), toFake: ["Date"] });
    expect(homePageData("en").copyrightYear).toBe(newest);
    expect(homePageData("es").copyrightYear).toBe(newest);
  });
});
