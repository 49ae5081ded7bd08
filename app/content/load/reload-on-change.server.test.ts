import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { reloadOnChange } from "./reload-on-change.server";

let dir: string;
let loads: number;
let current: () => { load: number };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "reload-on-change-"));
  mkdirSync(join(dir, "projects", "eva"), { recursive: true });
  writeFileSync(join(dir, "site.yaml"), "name: Inés\n");
  writeFileSync(join(dir, "projects", "eva", "en.md"), "---\ntitle: Eva\n---\n");
  loads = 0;
  current = reloadOnChange(dir, () => ({ load: (loads += 1) }));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("reloadOnChange", () => {
  it("loads once while nothing under the folder changes", () => {
    const first = current();
    expect(current()).toBe(first);
    expect(current()).toBe(first);
    expect(loads).toBe(1);
  });

  it("loads again after an edit of the same length, deep in the folder", () => {
    current();
    const file = join(dir, "projects", "eva", "en.md");
    writeFileSync(file, "---\ntitle: Ava\n---\n");
    // Dated a second on, as a save by hand is: the kernel stamps writes a few ms apart alike.
    const later = new Date(Date.now() + 1000);
    utimesSync(file, later, later);
    expect(current()).toEqual({ load: 2 });
    expect(current()).toEqual({ load: 2 });
  });

  it("loads again after a file is added, removed or renamed", () => {
    current();
    writeFileSync(join(dir, "tags.yaml"), "");
    expect(current()).toEqual({ load: 2 });
    renameSync(join(dir, "tags.yaml"), join(dir, "order.yaml"));
    expect(current()).toEqual({ load: 3 });
    rmSync(join(dir, "order.yaml"));
    expect(current()).toEqual({ load: 4 });
  });

  it("tries again on the next call when a load throws", () => {
    let fail = true;
    const flaky = reloadOnChange(dir, () => {
      if (fail) throw new Error("title: required");
      return "loaded";
    });
    expect(flaky).toThrow("title: required");
    fail = false;
    expect(flaky()).toBe("loaded");
  });
});
