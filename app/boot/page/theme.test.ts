// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { callPageScript } from "../page-script";
import { themeSetup } from "./theme";
import themeCode from "./theme.ts?page-script";

const { storageKey, name } = themeSetup;
const root = document.documentElement;

/** The switch's radios as the prerender writes them: "system" checked. */
function writeRadios() {
  document.body.innerHTML = ["system", "light", "dark"]
    .map(
      (v) => `<input type="radio" name="${name}" value="${v}"${v === "system" ? " checked" : ""}>`,
    )
    .join("");
}

const checked = () =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;

/** Runs the head script as a page does; `parsed` is whether the page's body has been parsed. */
function load({ parsed }: { parsed: boolean }) {
  Object.defineProperty(document, "readyState", {
    value: parsed ? "complete" : "loading",
    configurable: true,
  });
  window.eval(callPageScript(themeCode, themeSetup));
}

function choose(value: string) {
  const radio = document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
  if (!radio) throw new Error(`no ${value} radio`);
  radio.checked = true;
  radio.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("the theme head script", () => {
  beforeEach(() => {
    localStorage.clear();
    delete root.dataset.theme;
    document.body.innerHTML = "";
  });
  afterEach(() => {
    Reflect.deleteProperty(document, "readyState");
    vi.restoreAllMocks();
  });

  it("shows the stored theme before the body is parsed, then checks its radio", () => {
    localStorage.setItem(storageKey, "dark");
    load({ parsed: false });
    expect(root.dataset.theme).toBe("dark");
    writeRadios();
    expect(checked()).toBe("system");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(checked()).toBe("dark");
  });

  it("leaves the system's theme without a stored choice, or with one it does not know", () => {
    localStorage.setItem(storageKey, "sepia");
    writeRadios();
    load({ parsed: true });
    expect(root.dataset.theme).toBeUndefined();
    expect(checked()).toBe("system");
  });

  it("shows and stores a choice made in the page, and back to the system's", () => {
    writeRadios();
    load({ parsed: true });
    choose("light");
    expect(root.dataset.theme).toBe("light");
    expect(localStorage.getItem(storageKey)).toBe("light");
    choose("system");
    expect(root.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(storageKey)).toBe("system");
  });

  it("stores a choice made while the app hydrates, when the page holds input back", () => {
    writeRadios();
    load({ parsed: true });
    // What page/app-start.ts does while the app hydrates.
    const hold = (event: Event) => event.stopPropagation();
    window.addEventListener("change", hold, true);
    try {
      choose("dark");
    } finally {
      window.removeEventListener("change", hold, true);
    }
    expect(root.dataset.theme).toBe("dark");
    expect(localStorage.getItem(storageKey)).toBe("dark");
  });

  it("ignores other radios", () => {
    writeRadios();
    document.body.insertAdjacentHTML("beforeend", '<input type="radio" name="tag" value="dark">');
    load({ parsed: true });
    choose("system");
    const other = document.querySelector<HTMLInputElement>('input[name="tag"]');
    other?.dispatchEvent(new Event("change", { bubbles: true }));
    expect(root.dataset.theme).toBeUndefined();
  });

  it("still switches when storage is refused", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    writeRadios();
    expect(() => load({ parsed: true })).not.toThrow();
    choose("dark");
    expect(root.dataset.theme).toBe("dark");
  });

  it("follows a choice made elsewhere when the page is shown again from the cache", () => {
    writeRadios();
    load({ parsed: true });
    localStorage.setItem(storageKey, "dark");
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(root.dataset.theme).toBe("dark");
    expect(checked()).toBe("dark");
  });
});
