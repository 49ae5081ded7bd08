import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stringify } from "yaml";

import { ContentError } from "./content-error";
import { loadContent, type LoadOptions } from "./load.server";

const tagIds = ["product", "music", "fashion"];
// The fixture's "today": projects may be dated up to 2027.
const now = new Date("2026-11-15T12:00:00Z");

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
  experience: Array.from({ length: 5 }, (_, i) => ({
    id: `role-${i}`,
    title: `R${i}`,
    company: "C",
    period: `${2015 + i} – ${2019 + i}`,
  })),
  awards: Array.from({ length: 3 }, (_, i) => ({ id: `award-${i}`, name: `A${i}`, year: 2020 })),
  education: Array.from({ length: 2 }, (_, i) => ({
    degree: `D${i}`,
    institution: "I",
    year: 2014,
  })),
  publications: Array.from({ length: 3 }, (_, i) => ({
    id: `paper-${i}`,
    title: `P${i}`,
    citation: "C",
  })),
};
// Project alpha claims every award and publication of the fixture.
const allClaims = [...about.awards, ...about.publications].map((e) => e.id);

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
    ...(id === "alpha" ? { claims: allClaims } : {}),
    ...fields,
  });
  write(`projects/${id}/en.md`, projectText(id));
  write(`projects/${id}/es.md`, projectText(id));
  write(`images/portfolio/${id}/thumbnail.svg`, "<svg/>");
  write(`images/portfolio/${id}/share.svg`, "<svg/>");
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
    tags: tagIds.map((id) => ({ id, en: id, es: `${id} (es)` })),
  });
  write("projects/order.yaml", { projects: ["alpha", "beta", "gamma"] });
  for (const id of ["alpha", "beta", "gamma"]) project(id);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function problems(options: LoadOptions = { now }): string {
  try {
    loadContent(dir, options);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error("expected the content to be rejected");
}

describe("content validation", () => {
  it("accepts a complete fixture", () => {
    const content = loadContent(dir, { now });
    expect(content.projects.map((p) => p.id)).toEqual(["alpha", "beta", "gamma"]);
    expect(content.projects[0]!.text.es.blocks.map((b) => b.type)).toEqual([
      "paragraph",
      "image",
      "paragraph",
      "paragraph",
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

  it("names a tag no project uses, a tag used twice and a tag without a label", () => {
    project("alpha", { tags: tagIds.filter((t) => t !== "fashion") });
    expect(problems()).toContain('content/tags.yaml › tags: "fashion" is used by no project');
    write("tags.yaml", {
      tags: [...tagIds, "music"].map((id) => ({ id, en: id, es: id })),
    });
    expect(problems()).toContain("content/tags.yaml › tags: a tag id is used twice");
    write("tags.yaml", { tags: tagIds.map((id) => ({ id, en: id })) });
    expect(problems()).toContain("content/tags.yaml › tags.0.es: ");
  });

  it("accepts any tag set the projects use: the tags are the owner's", () => {
    write("tags.yaml", { tags: [{ id: "cooking", en: "Cooking", es: "Cocina" }] });
    for (const id of ["alpha", "beta", "gamma"]) project(id, { tags: ["cooking"] });
    expect(loadContent(dir, { now }).tags.map((t) => t.id)).toEqual(["cooking"]);
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
    project("gamma", { year: 999, readTime: 13 });
    const message = problems();
    expect(message).toContain(
      "content/projects/gamma/project.yaml › year: must be a four-digit year",
    );
    expect(message).toContain(
      "content/projects/gamma/project.yaml › readTime: must be at most 12 minutes",
    );
    project("gamma", { year: 2028, readTime: 3 });
    expect(problems()).toContain(
      "content/projects/gamma/project.yaml › year: must be 2027 or earlier (no later than next year)",
    );
    expect(problems()).toContain("readTime: must be at least 4 minutes");
  });

  it("allows a project dated up to next year, counted from the day the check runs", () => {
    project("gamma", { year: 2027 });
    expect(loadContent(dir, { now }).projects.map((p) => p.meta.year)).toContain(2027);
    expect(problems({ now: new Date("2025-06-01T12:00:00Z") })).toContain(
      "year: must be 2026 or earlier (no later than next year)",
    );
  });

  it("takes demo as optional", () => {
    write("projects/gamma/project.yaml", {
      year: 2020,
      readTime: 5,
      tags: ["product"],
      related: ["alpha", "beta"],
      thumbnail: "/portfolio/gamma/thumbnail.svg",
    });
    expect(loadContent(dir, { now }).projects.find((p) => p.id === "gamma")?.meta.demo).toBe(
      undefined,
    );
    project("gamma", { demo: "not a link" });
    expect(problems()).toContain(
      "content/projects/gamma/project.yaml › demo: must be a full http(s) URL",
    );
  });

  it("names a missing image", () => {
    rmSync(join(dir, "images/portfolio/gamma/body-1.svg"));
    expect(problems()).toContain(
      "content/projects/gamma/en.md:9 › body: image /portfolio/gamma/body-1.svg not found",
    );
    rmSync(join(dir, "images/portfolio/gamma/thumbnail.svg"));
    expect(problems()).toContain("content/projects/gamma/project.yaml › thumbnail: image");
    rmSync(join(dir, "images/portfolio/gamma/share.svg"));
    expect(problems()).toContain(
      "content/projects/gamma/project.yaml › thumbnail: no share card /portfolio/gamma/share.svg",
    );
    rmSync(join(dir, "images/portrait.svg"));
    expect(problems()).toContain(
      "content/site.yaml › portrait: image /portrait.svg not found under content/images",
    );
  });

  it("names a duplicate id and an unlisted folder", () => {
    write("projects/order.yaml", { projects: ["alpha", "beta", "gamma", "beta"] });
    expect(problems()).toContain('content/projects/order.yaml › projects: duplicate id "beta"');
    write("projects/order.yaml", { projects: ["alpha", "beta"] });
    expect(problems()).toContain('project folder "gamma" is not listed');
  });

  it("requires three paragraphs", () => {
    write("projects/alpha/es.md", projectText("alpha").replace(/Third paragraph\..*\n/, ""));
    expect(problems()).toContain("content/projects/alpha/es.md › body: needs 3+ paragraphs");
  });

  it("names the line of a picture that differs between the languages", () => {
    mkdirSync(join(dir, "images/portfolio/alpha"), { recursive: true });
    writeFileSync(join(dir, "images/portfolio/alpha/body-2.svg"), "<svg/>");
    write(
      "projects/alpha/es.md",
      projectText("alpha").replace("alpha/body-1.svg", "alpha/body-2.svg"),
    );
    expect(problems()).toContain(
      "content/projects/alpha/es.md:9 › body: picture 1 is /portfolio/alpha/body-2.svg but en.md " +
        "has /portfolio/alpha/body-1.svg there (same pictures in the same order required)",
    );
    write("projects/alpha/es.md", projectText("alpha").replace(/!\[.*\n/, ""));
    expect(problems()).toContain(
      "content/projects/alpha/es.md:12 › body: is missing picture /portfolio/alpha/body-1.svg " +
        "(picture 1 of en.md)",
    );
  });

  it("accepts the Markdown a body may use, in both languages, with a link to another project", () => {
    const rich = (lang: string) =>
      projectText("alpha").replace(
        "Second paragraph.",
        `## A subheading\n\n- a *list* with [beta](/project/beta) and [gamma](project:gamma)\n` +
          `- and \`code\`\n\n> A quote in ${lang}.\n\nSecond paragraph.`,
      );
    write("projects/alpha/en.md", rich("en"));
    write("projects/alpha/es.md", rich("es"));
    const alpha = loadContent(dir, { now }).projects.find((p) => p.id === "alpha")!;
    expect(alpha.text.es.blocks.map((b) => b.type)).toEqual([
      "paragraph",
      "image",
      "heading",
      "list",
      "quote",
      "paragraph",
      "paragraph",
    ]);
  });

  it("names raw HTML, a second title, an unsafe or unknown link and a missing picture, with their lines", () => {
    write(
      "projects/alpha/en.md",
      projectText("alpha").replace(
        "Second paragraph.",
        "# Title again\n\n<div>html</div>\n\n[x](javascript:alert(1)) [y](/project/nope)\n\n" +
          "![A missing one](/portfolio/alpha/body-9.svg)\n\nSecond paragraph.",
      ),
    );
    const message = problems();
    const file = "content/projects/alpha/en.md";
    expect(message).toContain(`${file}:11 › body: a # heading would be a second page title`);
    expect(message).toContain(
      `${file}:13 › body: raw HTML is not allowed in a body: <div>html</div>`,
    );
    expect(message).toContain(`${file}:15 › body: link to "javascript:alert(1)" is not allowed`);
    expect(message).toContain(
      `${file}:15 › body: link to project "nope", which is not in projects/order.yaml`,
    );
    expect(message).toContain(
      `${file}:17 › body: image /portfolio/alpha/body-9.svg not found under content/images`,
    );
  });

  it("names a project id that is not letters and digits, with its line", () => {
    write("projects/order.yaml", { projects: ["alpha", "beta", "gamma", "e-va"] });
    mkdirSync(join(dir, "projects/e-va"), { recursive: true });
    const message = problems();
    expect(message).toContain(
      'content/projects/order.yaml:5 › projects: "e-va" must be letters and digits only',
    );
    expect(message).not.toContain('project folder "e-va" is not listed');
  });

  it("names a web address written as text or as a link's words, with its line", () => {
    write(
      "projects/alpha/en.md",
      projectText("alpha").replace(
        "Second paragraph.",
        "Second paragraph at https://a.example,\nor <https://b.example>, not [c](https://c.example).",
      ),
    );
    const message = problems();
    expect(message).toContain(
      'content/projects/alpha/en.md:11 › body: address "https://a.example" written as text: ' +
        "make it a link, [the words to click](https://a.example)",
    );
    expect(message).toContain(
      'content/projects/alpha/en.md:12 › body: a link whose words are its address, "https://b.example"',
    );
    expect(message).not.toContain("c.example");
  });

  it("names a Spanish number grouped with a point or a space: body, front matter and about", () => {
    const numbers = projectText("alpha")
      .replace("A short description.", "Unos 3.000 usuarios.")
      .replace("Second paragraph.", "Second paragraph, 4 612 clientes y 31.870 pedidos.");
    write("projects/alpha/es.md", numbers);
    // English groups digits its own way: the same text in en.md is left alone.
    write("projects/alpha/en.md", numbers);
    write("about.es.yaml", { ...about, intro: "Más de 1.000 personas." });
    const message = problems();
    const file = "content/projects/alpha/es.md";
    expect(message).toContain(
      `${file}:4 › description: "3.000": in Spanish a four-digit number takes no separator, write 3000`,
    );
    expect(message).toContain(`${file}:11 › body: "4 612": in Spanish a four-digit number`);
    expect(message).toContain(
      `${file}:11 › body: "31.870": in Spanish, five or more digits are grouped with a space, ` +
        "not a point, write 31 870",
    );
    expect(message).toMatch(/content\/about\.es\.yaml:\d+ › intro: "1\.000": in Spanish/);
    expect(message).not.toContain("content/projects/alpha/en.md");
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

  it("counts the words a visitor reads, not the markup around them", () => {
    // Words in a subheading, a list, a quote and a paragraph, wrapped in emphasis or in links whose
    // titles (shown on hover only) are not read: 75 words a block.
    const marked = Array.from({ length: 50 }, (_, i) =>
      i % 2 ? "**strong** _em_" : '[linked](https://a.example/words "not read here")',
    ).join(" ");
    const body = (extra: string) =>
      projectText("beta", [words(247), words(250), extra]).replace(
        "Third paragraph.",
        `## Two words\n\n- ${marked}\n\n> ${marked}\n\n${marked}\n\nThird paragraph.`,
      );
    // 249 + 252 + 2 (heading) + 3 × 75 + 2 + 20 = 750 words: just enough for five minutes.
    write("projects/beta/en.md", body(words(20)));
    expect(loadContent(dir, { now }).projects.map((p) => p.id)).toContain("beta");
    write("projects/beta/en.md", body(words(19)));
    expect(problems()).toContain("content/projects/beta/en.md › body: 749 words read in 3–4 min");
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
    expect(loadContent(dir, { now }).projects.map((p) => p.id)).toContain("beta");
  });

  it("names invalid about data", () => {
    write("about.es.yaml", { ...about, skills: [] });
    expect(problems()).toContain("content/about.es.yaml › skills: must have at least one entry");
  });

  it("accepts any number of skills and entries, the same in both languages", () => {
    const shorter = { ...about, skills: ["a"], awards: about.awards.slice(0, 1) };
    write("about.en.yaml", shorter);
    write("about.es.yaml", shorter);
    project("alpha", { claims: allClaims.filter((id) => !["award-1", "award-2"].includes(id)) });
    expect(loadContent(dir, { now }).about.es.skills).toEqual(["a"]);
    write("about.es.yaml", { ...shorter, skills: ["a", "b"] });
    expect(problems()).toContain(
      "content/about.es.yaml › skills: has 2 entries but content/about.en.yaml has 1",
    );
  });
});

describe("consistency between the about data and the projects", () => {
  it("names a project id written in a text where its title belongs, with the line", () => {
    write(
      "projects/beta/en.md",
      projectText("beta").replace("Second paragraph.", "Second paragraph, after gamma."),
    );
    // While gamma's title is its id, the id is the name: as text, a title to link, not an id.
    const asTitle = problems();
    expect(asTitle).not.toContain("is a project id");
    expect(asTitle).toContain(
      `content/projects/beta/en.md:11 › body: "gamma" is another project's title: link it`,
    );
    write("projects/gamma/en.md", projectText("gamma").replace("title: gamma", "title: Gamma"));
    expect(problems()).toContain(
      'content/projects/beta/en.md:11 › body: "gamma" is a project id; write its title, "Gamma"',
    );
  });

  it("accepts an id inside an address or a picture's path", () => {
    write(
      "projects/beta/es.md",
      projectText("beta").replace(
        "Second paragraph.",
        "Second paragraph at [its site](https://gamma.example/alpha), [Gamma](project:gamma) and " +
          "[Alpha](/es/project/alpha).",
      ),
    );
    expect(loadContent(dir, { now }).projects.map((p) => p.id)).toContain("beta");
  });

  it("names another project's title written as text, in the body's language, with the line", () => {
    const gamma = projectText("gamma").replace("title: gamma", "title: Gamma Ray");
    write("projects/gamma/en.md", gamma);
    write("projects/gamma/es.md", gamma.replace("title: Gamma Ray", "title: Rayo Gamma"));
    const mention = (text: string) =>
      projectText("beta").replace("Second paragraph.", `Second paragraph.\n${text}`);
    // Each language names the project by its own title: the English one is not a Spanish mention.
    write("projects/beta/en.md", mention("After Gamma Ray, [Rayo Gamma](project:gamma)."));
    write("projects/beta/es.md", mention("Tras Gamma Ray y Rayo Gamma."));
    const message = problems();
    expect(message).toContain(
      'content/projects/beta/en.md:12 › body: "Gamma Ray" is another project\'s title: link it, ' +
        "[Gamma Ray](project:gamma)",
    );
    expect(message).toContain(
      'content/projects/beta/es.md:12 › body: "Rayo Gamma" is another project\'s title',
    );
    expect(message).not.toContain('beta/es.md:12 › body: "Gamma Ray"');
  });

  it("names a project dated outside the period of its role, and an unknown role", () => {
    project("beta", { role: "role-0", year: 2020 });
    expect(problems()).toContain(
      'content/projects/beta/project.yaml:1 › year: 2020 is outside the period of its role "role-0" (R0, C, 2015 – 2019)',
    );
    project("beta", { role: "role-0", year: 2019 });
    project("gamma", { role: "nowhere" });
    expect(problems()).toMatch(
      /content\/projects\/gamma\/project\.yaml:\d+ › role: unknown role "nowhere"/,
    );
  });

  it("reads an open period as running to this day", () => {
    const open = { ...about.experience[0], period: "2015 – present" };
    write("about.en.yaml", { ...about, experience: [open, ...about.experience.slice(1)] });
    write("about.es.yaml", { ...about, experience: [open, ...about.experience.slice(1)] });
    project("beta", { role: "role-0", year: 2026 });
    expect(loadContent(dir, { now }).projects.map((p) => p.id)).toContain("beta");
  });

  it("names an award or publication no project claims, and a claim of nothing", () => {
    project("alpha", { claims: allClaims.filter((id) => id !== "paper-1") });
    expect(problems()).toMatch(
      /content\/about\.en\.yaml:\d+ › publications: "paper-1" is claimed by no project/,
    );
    project("alpha", { claims: [...allClaims, "prize"] });
    expect(problems()).toMatch(
      /content\/projects\/alpha\/project\.yaml:\d+ › claims: unknown award or publication "prize"/,
    );
  });

  it("names an award claimed by a project made after it", () => {
    project("alpha", { year: 2021 });
    expect(problems()).toMatch(
      /content\/projects\/alpha\/project\.yaml:\d+ › claims: award "award-0" \(2020\) is older than the project \(2021\)/,
    );
  });

  it("names entries whose ids or years differ between the languages", () => {
    const [first, ...rest] = about.experience;
    write("about.es.yaml", {
      ...about,
      experience: [{ ...first, id: "otra", period: "2016 – actualidad" }, ...rest],
    });
    const message = problems();
    expect(message).toMatch(
      /content\/about\.es\.yaml:\d+ › experience\.0\.id: is "otra" but content\/about\.en\.yaml has "role-0"/,
    );
    expect(message).toContain(
      'experience.0.period: "2016 – actualidad" does not cover the same years as "2015 – 2019"',
    );
  });

  it("names an id used twice, since a project could not tell the entries apart", () => {
    const twice = { ...about, awards: [...about.awards, { ...about.awards[0], name: "Again" }] };
    write("about.en.yaml", twice);
    write("about.es.yaml", twice);
    expect(problems()).toMatch(/content\/about\.en\.yaml:\d+ › awards: id "award-0" is used twice/);
  });

  it("names an experience period it cannot read", () => {
    const [first, ...rest] = about.experience;
    write("about.en.yaml", {
      ...about,
      experience: [{ ...first, period: "since spring" }, ...rest],
    });
    expect(problems()).toContain(
      'content/about.en.yaml › experience.0.period: must read "2019 – 2022" or "2023 – present"',
    );
  });
});
