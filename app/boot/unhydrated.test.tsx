// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { beginHydration, finishHydration } from "./hydration";
import { Unhydrated } from "./unhydrated";

declare global {
  // React's flag for environments that act() drives.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const text = { en: "Served in English", es: "En español" } as const;

function Part({ lang }: { lang: keyof typeof text }) {
  return (
    <Unhydrated as="section" revision={lang}>
      <p>{text[lang]}</p>
    </Unhydrated>
  );
}

describe("Unhydrated", () => {
  let container: HTMLElement;
  let root: Root;

  beforeEach(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement("div");
    container.innerHTML = `<section><p>${text.en}</p></section>`;
    beginHydration();
    await act(async () => {
      root = hydrateRoot(container, <Part lang="en" />);
    });
    finishHydration();
  });
  afterEach(() => act(() => root.unmount()));

  it("keeps the served HTML on the first load", () => {
    expect(container.textContent).toBe(text.en);
  });

  it("renders the other language afresh, and the first one again on the way back", async () => {
    await act(async () => root.render(<Part lang="es" />));
    expect(container.textContent).toBe(text.es);
    await act(async () => root.render(<Part lang="en" />));
    expect(container.textContent).toBe(text.en);
  });
});
