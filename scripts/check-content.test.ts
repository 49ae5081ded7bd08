import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { PROCESS_TEST_TIMEOUT_MS } from "#tests/support/server/timeouts.ts";

import { contentReport } from "./check-content/report";
import { generateImages } from "./images/generate";

// The owner's path through content/README.md ("Adding a project", "Adding a tag"), done on a copy
// of content/. The owner's `npm run check:content` runs as a process where it accepts the copy and
// where it refuses it; the other cases ask the function whose answer it prints (a process is
// costly: docs/performance.md).

const id = "greenMarket";
const thisYear = new Date().getFullYear();
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "owner-content-"));
  cpSync("content", dir, { recursive: true });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Three paragraphs of 351 words: a fair body for a 4-minute read (600–1,200 words). */
function body(sentence: string): string {
  const paragraph = Array.from({ length: 27 }, () => sentence).join(" ");
  return [paragraph, `![A market stall with a phone on the counter](/portfolio/${id}/body-1.svg)`]
    .concat(paragraph, paragraph)
    .join("\n\n");
}

function projectText(title: string, subtitle: string, description: string, sentence: string) {
  return `---\ntitle: ${title}\nsubtitle: ${subtitle}\ndescription: ${description}\n---\n\n${body(sentence)}\n`;
}

/** "Adding a tag": one line in tags.yaml with both labels. */
function addTag(): void {
  appendFileSync(join(dir, "tags.yaml"), "  - { id: cooking, en: Cooking, es: Cocina }\n");
}

/** "Adding a project", steps 1 to 5. */
async function addProject(fields: { year: number; tags: string[] }): Promise<void> {
  const folder = join(dir, "projects", id);
  cpSync(join(dir, "projects", "eva"), folder, { recursive: true });
  appendFileSync(join(dir, "projects", "order.yaml"), `  - ${id}\n`);
  writeFileSync(
    join(folder, "project.yaml"),
    [
      `year: ${fields.year}`,
      "readTime: 4",
      `tags: [${fields.tags.join(", ")}]`,
      "related: [eva, vera]",
      `thumbnail: /portfolio/${id}/thumbnail.svg`,
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(folder, "en.md"),
    projectText(
      "Green Market",
      "A WhatsApp shop for the growers of a farmers' market",
      "Growers take orders in the chat they already use.",
      "Growers at the Saturday market took orders in the chat they already used.",
    ),
  );
  writeFileSync(
    join(folder, "es.md"),
    projectText(
      "Mercado Verde",
      "Una tienda en WhatsApp para los productores de un mercado campesino",
      "Los productores reciben pedidos en el chat que ya usan.",
      "Los productores del mercado del sábado recibían pedidos en el chat de siempre.",
    ),
  );
  await generateImages({ contentDir: dir });
}

function checkContent() {
  return spawnSync("npm", ["run", "--silent", "check:content"], {
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: "utf8",
  });
}

/** The problems `npm run check:content` would print for the copy, or "" when it accepts it. */
function problems(): string {
  const report = contentReport(dir);
  return report.ok ? "" : report.problems;
}

// Bounded like the other process tests: a loaded machine takes many times what a quiet one takes
// (the command's process, the image generator).
describe("npm run check:content on the owner's path", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it("accepts a project dated this year with a new tag, added as content/README.md says", async () => {
    addTag();
    await addProject({ year: thisYear, tags: ["cooking", "product"] });
    const result = checkContent();
    expect(result.stderr).not.toContain("problem(s)");
    expect(result.stdout).toContain("Content OK: 27 projects, 23 tags");
    expect(result.status).toBe(0);
  });

  it.each([
    {
      mistake: "a year two years ahead",
      fields: { year: thisYear + 2, tags: ["product"] },
      error: `year: must be ${thisYear + 1} or earlier (no later than next year)`,
    },
    {
      mistake: "a tag not in tags.yaml",
      fields: { year: thisYear, tags: ["cooking"] },
      error: 'tags: unknown tag "cooking" (not an id in content/tags.yaml)',
    },
  ])("names the file and field of $mistake", async ({ fields, error }) => {
    await addProject(fields);
    expect(problems()).toContain(`content/projects/${id}/project.yaml › ${error}`);
  });

  it("names the file and line of a project id written where its title belongs", () => {
    const path = join(dir, "projects", "neonWolf", "en.md");
    const lines = readFileSync(path, "utf8").split("\n");
    const last = lines.findLastIndex((line) => line.trim() !== "");
    lines[last] += " It led to pixelSort.";
    writeFileSync(path, lines.join("\n"));
    expect(problems()).toContain(
      `content/projects/neonWolf/en.md:${last + 1} › body: "pixelSort" is a project id; write its title, "Pixel Sort"`,
    );
  });

  it("refuses an id the image generator could not draw, and the generator refuses it too", async () => {
    cpSync(join(dir, "projects", "eva"), join(dir, "projects", "e-va"), { recursive: true });
    appendFileSync(join(dir, "projects", "order.yaml"), "  - e-va\n");
    const lines = readFileSync(join(dir, "projects", "order.yaml"), "utf8").split("\n");
    expect(problems()).toContain(
      `content/projects/order.yaml:${lines.indexOf("  - e-va") + 1} › projects: "e-va" must be letters and digits only`,
    );
    await expect(generateImages({ contentDir: dir })).rejects.toThrow(/letters and digits only/);
  });

  it("names the file and line of an unsafe link, and draws a captioned picture a body places", async () => {
    await addProject({ year: thisYear, tags: ["product"] });
    for (const lang of ["en", "es"]) {
      const path = join(dir, "projects", id, `${lang}.md`);
      writeFileSync(
        path,
        `${readFileSync(path, "utf8")}\n![Two stalls side by side](/portfolio/${id}/body-2.svg "The Saturday market")\n`,
      );
    }
    await generateImages({ contentDir: dir });
    expect(problems()).toBe("");
    const path = join(dir, "projects", id, "en.md");
    writeFileSync(path, `${readFileSync(path, "utf8")}\n[Open me](javascript:alert(1))\n`);
    const line = readFileSync(path, "utf8").split("\n").length - 1;
    // The owner's command again, refusing: the problem on stderr and a failing exit status.
    const result = checkContent();
    expect(result.stderr).toContain(
      `content/projects/${id}/en.md:${line} › body: link to "javascript:alert(1)" is not allowed`,
    );
    expect(result.status).toBe(1);
  });
});
