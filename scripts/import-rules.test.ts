import { join } from "node:path";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import rules of eslint.config.js, run by ESLint itself on a line of code placed in a file of
// the project: what each layer and spelling rule forbids, and what it still allows.

const eslint = new ESLint({ cwd: join(import.meta.dirname, "..") });
const importRules = new Set(["no-restricted-imports", "@typescript-eslint/no-restricted-imports"]);

/** The import-rule messages ESLint reports for `code` placed in `file`. */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && importRules.has(message.ruleId))
    .map((message) => message.message);
}

describe("the import rules", () => {
  it.each([
    ["app/lib/profile-links.ts", 'import { Icon } from "#app/components/ui/brand-icons.tsx";'],
    ["app/lib/images.ts", 'import { dir } from "../content/content-dir.server";'],
    ["app/lib/images.ts", 'import { dir } from "#app/content/content-dir.server.ts";'],
    ["app/lib/paths.ts", 'import { OrderSchema } from "../content/schema";'],
    [
      "app/lib/settings/build-settings.server.ts",
      'import { a } from "../../components/ui/button";',
    ],
  ])("keep app/lib below components and content (%s: %s)", async (file, code) => {
    expect(await importProblems(file, code)).toContainEqual(
      expect.stringContaining("app/lib may not import components, content or routes"),
    );
  });

  it("still let app/lib and app/content import their neighbours", async () => {
    expect(
      await importProblems("app/lib/seo/meta-tags.ts", 'import { a } from "../paths";'),
    ).toEqual([]);
    expect(
      await importProblems("app/lib/paths.ts", 'import { a } from "./settings-error";'),
    ).toEqual([]);
    expect(
      await importProblems("app/content/schema.ts", 'import { a } from "../lib/paths";'),
    ).toEqual([]);
  });

  it.each([
    [
      "app/components/home/hero/hero.tsx",
      'import { CvLinks } from "#app/components/cv/cv-links.tsx";',
    ],
    ["app/components/project/project-header.tsx", 'import { a } from "../contact/contact-button";'],
    [
      "app/components/home/about/about-section.tsx",
      'import { a } from "#app/components/contact/contact-dialog.tsx";',
    ],
    [
      "app/components/layout/top-bar.tsx",
      'import { a } from "#app/components/home/section-heading.tsx";',
    ],
  ])("keep features apart (%s: %s)", async (file, code) => {
    expect(await importProblems(file, code)).toEqual([
      expect.stringMatching(/may not import another feature|import no feature/),
    ]);
  });

  it("allow the feature imports recorded as exceptions, and a feature's own modules", async () => {
    const about = "app/components/home/about/about-section.tsx";
    expect(
      await importProblems(about, 'import { a } from "#app/components/cv/cv-links.tsx";'),
    ).toEqual([]);
    expect(
      await importProblems(about, 'import { a } from "#app/components/home/inline-text.tsx";'),
    ).toEqual([]);
    expect(
      await importProblems(about, 'import { a } from "#app/components/ui/picture.tsx";'),
    ).toEqual([]);
  });

  it.each([
    ["app/root.tsx", 'import { a } from "./lib/paths";', "Import app code as #app/"],
    ["app/content/pages.server.ts", 'import { a } from "#app/content/markdown.ts";', "as ./name"],
    ["scripts/bench-relay.ts", 'import { a } from "../server/outbox/open-store";', "as #server/"],
    ["tests/e2e/security.spec.ts", 'import { a } from "../../server/app";', "as #server/"],
    ["app/components/ui/dialog.tsx", 'import { X } from "lucide-react";', "each icon on its own"],
    ["app/root.tsx", 'import { X } from "lucide-react";', "each icon on its own"],
  ])("spell each import one way (%s: %s)", async (file, code, message) => {
    expect(await importProblems(file, code)).toEqual([expect.stringContaining(message)]);
  });

  it("let an icon be imported on its own", async () => {
    const code = 'import X from "lucide-react/icons/x";';
    expect(await importProblems("app/components/ui/dialog.tsx", code)).toEqual([]);
  });
});

// Not an import rule, but a rule of where code may reach, checked the same way.
describe("the browser tests' DevTools sessions", () => {
  const code = "export const open = (page) => page.context().newCDPSession(page);";

  it("come from the fixture that detaches them, not from the page's context", async () => {
    const [result] = await eslint.lintText(`${code}\n`, { filePath: "tests/e2e/theme.spec.ts" });
    expect(result?.messages.map((message) => message.ruleId)).toContain("no-restricted-properties");
  });

  it("are opened by the fixture itself", async () => {
    const file = "tests/support/e2e/devtools.ts";
    const [result] = await eslint.lintText(`${code}\n`, { filePath: file });
    expect(result?.messages.map((message) => message.ruleId)).not.toContain(
      "no-restricted-properties",
    );
  });
});
