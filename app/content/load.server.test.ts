import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { ContentError, loadContent, siteContent, type Content } from "./load.server";
import { specificationTagNames } from "./schema";

const tagIds = specificationTagNames.map((name) => name.toLowerCase().replace(/[^a-z]+/g, "-"));

/** A paragraph of exactly `count` words. */
const words = (count: number, word = "word") => Array.from({ length: count }, () => word).join(" ");

// Three paragraphs of 300 words: 900 words, a fair body for the fixture's 5-minute read time.
function projectText(title: string, paragraphs = [words(300), words(300), words(300)]) {
  const [first = "", second = "", third = ""] = paragraphs;
  return [
    "---",
    `title: ${title}`,
    "subtitle: A subtitle",
    "description: A short description.",
    "---",
    "",
    `First paragraph. ${first}`,
    "",
    `![Illustration: shapes](/portfolio/${title}/body-1.svg)`,
    "",
    `Second paragraph. ${second}`,
    "",
    `Third paragraph. ${third}`,
    "",
  ].join("\n");
}

const about = {
  meta: { title: "T", description: "D", jobTitle: "J" },
  hero: { tagline: "T", greeting: "Hi", subtitle: "S" },
  intro: "I",
  description: "D [A](https://a.example)",
  hobbies: "H",
  skills: ["a", "b", "c", "d", "e", "f", "g", "h"],
  focus: { title: "F", text: "T" },
  experience: Array.from({ length: 5 }, (_, i) => ({ title: `R${i}`, company: "C", period: "P" })),
  awards: Array.from({ length: 3 }, (_, i) => ({ name: `A${i}`, year: 2020 })),
  education: Array.from({ length: 2 }, (_, i) => ({
    degree: `D${i}`,
    institution: "I",
    year: 2014,
  })),
  publications: Array.from({ length: 3 }, (_, i) => ({ title: `P${i}`, citation: "C" })),
};

let dir: string;

function write(path: string, data: unknown) {
  const full = join(dir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, typeof data === "string" ? data : stringify(data));
}

function project(id: string, fields: Record<string, unknown> = {}) {
  write(`projects/${id}/project.yaml`, {
    year: 2020,
    readTime: 5,
    tags: id === "alpha" ? tagIds : ["product"],
    related: id === "alpha" ? ["beta", "gamma"] : ["alpha", id === "beta" ? "gamma" : "beta"],
    thumbnail: `/portfolio/${id}/thumbnail.svg`,
    demo: "https://demo.example",
    ...fields,
  });
  write(`projects/${id}/en.md`, projectText(id));
  write(`projects/${id}/es.md`, projectText(id));
  write(`images/portfolio/${id}/thumbnail.svg`, "<svg/>");
  write(`images/portfolio/${id}/body-1.svg`, "<svg/>");
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "content-"));
  write("site.yaml", {
    name: "Owner",
    email: "owner@example.com",
    portrait: "/portrait.svg",
    profiles: {
      network: { label: "N", url: "https://n.example" },
      video: { label: "V", url: "https://v.example" },
      photo: { label: "P", url: "https://p.example" },
    },
  });
  write("images/portrait.svg", "<svg/>");
  write("about.en.yaml", about);
  write("about.es.yaml", about);
  write("tags.yaml", {
    tags: specificationTagNames.map((en, i) => ({ id: tagIds[i], en, es: en })),
  });
  write("projects/order.yaml", { projects: ["alpha", "beta", "gamma"] });
  for (const id of ["alpha", "beta", "gamma"]) project(id);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function problems(): string {
  try {
    loadContent(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error("expected the content to be rejected");
}

describe("content validation", () => {
  it("accepts a complete fixture", () => {
    const content = loadContent(dir);
    expect(content.projects.map((p) => p.id)).toEqual(["alpha", "beta", "gamma"]);
    expect(content.projects[0]!.text.es.blocks.map((b) => b.type)).toEqual([
      "text",
      "image",
      "text",
      "text",
    ]);
  });

  it("names a missing translation", () => {
    rmSync(join(dir, "projects/beta/es.md"));
    expect(problems()).toContain("content/projects/beta/es.md: missing es translation");
  });

  it("names a missing translated field", () => {
    write("projects/beta/es.md", projectText("beta").replace("subtitle: A subtitle\n", ""));
    expect(problems()).toMatch(/content\/projects\/beta\/es\.md › subtitle: /);
  });

  it("names an unknown tag", () => {
    project("beta", { tags: ["product", "cooking"] });
    expect(problems()).toContain(
      'content/projects/beta/project.yaml › tags: unknown tag "cooking"',
    );
  });

  it("names a tag no project uses and a tag missing from the set", () => {
    project("alpha", { tags: tagIds.filter((t) => t !== "fashion") });
    expect(problems()).toContain('content/tags.yaml › tags: "fashion" is used by no project');
    write("tags.yaml", {
      tags: specificationTagNames
        .filter((n) => n !== "Music")
        .map((en) => ({ id: tagIds[specificationTagNames.indexOf(en)], en, es: en })),
    });
    expect(problems()).toContain('content/tags.yaml › tags: missing the tag "Music"');
  });

  it("names bad related ids", () => {
    project("beta", { related: ["beta", "nowhere"] });
    const message = problems();
    expect(message).toContain("content/projects/beta/project.yaml › related: names itself");
    expect(message).toContain(
      'content/projects/beta/project.yaml › related: unknown project "nowhere"',
    );
    project("beta", { related: ["alpha"] });
    expect(problems()).toContain(
      "content/projects/beta/project.yaml › related: must name exactly two related projects",
    );
  });

  it("names a year or read time out of range", () => {
    project("gamma", { year: 2014, readTime: 13 });
    const message = problems();
    expect(message).toContain("content/projects/gamma/project.yaml › year: must be 2015 or later");
    expect(message).toContain(
      "content/projects/gamma/project.yaml › readTime: must be at most 12 minutes",
    );
    project("gamma", { year: 2026, readTime: 3 });
    expect(problems()).toContain("year: must be 2025 or earlier");
    expect(problems()).toContain("readTime: must be at least 4 minutes");
  });

  it("names a missing image", () => {
    rmSync(join(dir, "images/portfolio/gamma/body-1.svg"));
    expect(problems()).toContain(
      "content/projects/gamma/en.md › body: image /portfolio/gamma/body-1.svg not found",
    );
    rmSync(join(dir, "images/portfolio/gamma/thumbnail.svg"));
    expect(problems()).toContain("content/projects/gamma/project.yaml › thumbnail: image");
  });

  it("names a duplicate id and an unlisted folder", () => {
    write("projects/order.yaml", { projects: ["alpha", "beta", "gamma", "beta"] });
    expect(problems()).toContain('content/projects/order.yaml › projects: duplicate id "beta"');
    write("projects/order.yaml", { projects: ["alpha", "beta"] });
    expect(problems()).toContain('project folder "gamma" is not listed');
  });

  it("requires both languages to have the same blocks", () => {
    write("projects/alpha/es.md", projectText("alpha").replace(/Third paragraph\..*\n/, ""));
    expect(problems()).toContain("content/projects/alpha/es.md › body: needs 3+ text blocks");
  });

  it("names a body too short for its read time, in either language", () => {
    write("projects/beta/es.md", projectText("beta", [words(100), words(100), words(100)]));
    let message = problems();
    expect(message).toContain(
      "content/projects/beta/es.md › body: 306 words read in 2 min at 150–300 words a minute, " +
        "but project.yaml says readTime 5 (750–1500 words)",
    );
    expect(message).not.toContain("content/projects/beta/en.md");
    write("projects/gamma/en.md", projectText("gamma", ["", "", ""]));
    message = problems();
    expect(message).toContain(
      "content/projects/gamma/en.md › body: 6 words read in under a minute at 150–300 words a " +
        "minute, but project.yaml says readTime 5 (750–1500 words)",
    );
  });

  it("names a body too long for its read time", () => {
    project("alpha", { readTime: 4 });
    write("projects/alpha/en.md", projectText("alpha", [words(600), words(600), words(600)]));
    expect(problems()).toContain(
      "content/projects/alpha/en.md › body: 1806 words read in 7–12 min at 150–300 words a " +
        "minute, but project.yaml says readTime 4 (600–1200 words)",
    );
  });

  it("counts the words of text paragraphs only: no image line, no lone punctuation", () => {
    const longAlt = words(200, "alt");
    const body = (last: number) =>
      projectText("beta", [words(247), `${words(123)} — ${words(123)} …`, words(last)]).replace(
        "Illustration: shapes",
        longAlt,
      );
    write("projects/beta/en.md", body(250));
    expect(problems()).toContain(
      "content/projects/beta/en.md › body: 749 words read in 3–4 min at 150–300 words a " +
        "minute, but project.yaml says readTime 5 (750–1500 words)",
    );
    write("projects/beta/en.md", body(251));
    expect(loadContent(dir).projects.map((p) => p.id)).toContain("beta");
  });

  it("names invalid about data", () => {
    write("about.es.yaml", { ...about, skills: ["only one"] });
    expect(problems()).toContain(
      "content/about.es.yaml › skills: must list exactly the eight skills",
    );
  });
});

describe("the owner's content", () => {
  // Loaded in a hook so a content problem fails these tests, not the fixture tests above.
  let content: Content;
  beforeAll(() => {
    content = siteContent();
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

  it("has the 22 tags, each used, and the counts the about section needs", () => {
    expect(content.tags.map((t) => t.en)).toEqual([...specificationTagNames]);
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
        expect(blocks.filter((b) => b.type === "text").length).toBeGreaterThanOrEqual(3);
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
