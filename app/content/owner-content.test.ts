import { beforeAll, describe, expect, it } from "vitest";

import { type Content, loadContent } from "./load.server";

// The facts of today's content, from the specification. The schema does not enforce them, so the
// owner may change them; when that happens these tests fail and are the owner's to update.

const specificationTagNames = [
  "Product",
  "AI",
  "WhatsApp Bot",
  "FinTech",
  "Livecoding",
  "Experiment",
  "Art & Technology",
  "Interactive",
  "Language Design",
  "NFT",
  "Blockchain",
  "Development",
  "Twitter Bot",
  "Investigation",
  "Computational",
  "Generative Art",
  "IoT",
  "Music",
  "Creative",
  "Education",
  "Mentoring",
  "Fashion",
];

const specificationSkills = [
  "Wolfram Language",
  "Next.js",
  "Python",
  "n8n",
  "Blockchain",
  "AI",
  "WhatsApp",
  "Vibe coding",
];

describe("the owner's content", () => {
  // Loaded in a hook so a content problem fails here as one clear error, not as an import failure.
  let content: Content;
  beforeAll(() => {
    content = loadContent();
  });

  it("has the 26 projects of the specification, in order", () => {
    expect(content.projects.map((p) => p.id)).toEqual([
      "wasapMarket",
      "eva",
      "wasapFinance",
      "revisaCV",
      "pointz",
      "aiFaq",
      "promptocracyLivecoding",
      "blockNarrator",
      "cardanoLaserEyes",
      "autoglyphVisualizer",
      "vera",
      "mintNFT",
      "ethereumGoldBug",
      "portalGo",
      "unpersonTalks",
      "cyclicCellularAutomata",
      "portalGrow",
      "oneWayMusicVideo",
      "nftWorkshop",
      "fashionCollection",
      "wolframSummer",
      "bitcoinArt",
      "corruptionCity",
      "netArtify",
      "pixelSort",
      "neonWolf",
    ]);
  });

  it("has the specification's 22 tags, in the order of the filter", () => {
    expect(content.tags.map((t) => t.en)).toEqual(specificationTagNames);
  });

  it("dates every project from 2015 to 2025, so the footer names 2025 (the newest work's year)", () => {
    for (const project of content.projects) {
      expect(project.meta.year, project.id).toBeGreaterThanOrEqual(2015);
      expect(project.meta.year, project.id).toBeLessThanOrEqual(2025);
    }
    expect(content.projects.some((project) => project.meta.year === 2025)).toBe(true);
  });

  it("lists the specification's eight skills, and the counts the about section needs", () => {
    expect(content.about.en.skills).toEqual(specificationSkills);
    for (const lang of ["en", "es"] as const) {
      const about = content.about[lang];
      expect(about.skills).toHaveLength(8);
      expect(about.experience.length).toBeGreaterThanOrEqual(5);
      expect(about.experience.filter((e) => e.url).length).toBeGreaterThan(
        about.experience.length / 2,
      );
      expect(about.awards.length).toBeGreaterThanOrEqual(3);
      expect(about.education.length).toBeGreaterThanOrEqual(2);
      expect(about.publications.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every project 3+ text blocks and an image in both languages", () => {
    for (const project of content.projects) {
      for (const lang of ["en", "es"] as const) {
        const blocks = project.text[lang].blocks;
        expect(blocks.filter((b) => b.type === "paragraph").length).toBeGreaterThanOrEqual(3);
        expect(blocks.some((b) => b.type === "image")).toBe(true);
      }
      expect(project.text.es.title).not.toBe("");
    }
  });

  it("writes Spanish that differs from the English", () => {
    for (const project of content.projects) {
      expect(project.text.es.blocks[0]).not.toEqual(project.text.en.blocks[0]);
    }
  });
});
