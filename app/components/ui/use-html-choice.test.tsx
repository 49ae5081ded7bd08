// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { choose, useHtmlChoice } from "#app/components/ui/use-html-choice.ts";

afterEach(cleanup);

// The radios are HTML React does not render, as the tag filter's are.
const radiosHtml = ["a", "b", "c"]
  .map(
    (value) =>
      `<input type="radio" name="g" value="${value}" aria-label="${value}"${value === "a" ? " checked" : ""}>`,
  )
  .join("");

function Choice() {
  const group = useRef<HTMLDivElement>(null);
  const value = useHtmlChoice(group);
  return (
    <>
      <div ref={group} dangerouslySetInnerHTML={{ __html: radiosHtml }} />
      <output>{value ?? "not read"}</output>
      <button type="button" onClick={() => choose(group.current, "c")}>
        choose c
      </button>
    </>
  );
}

const shown = () => document.querySelector("output")?.textContent;
const radio = (value: string) => screen.getByRole("radio", { name: value });

describe("useHtmlChoice", () => {
  it("reads the checked radio once the radios are in the page, and follows each change", () => {
    render(<Choice />);
    expect(shown()).toBe("a");
    fireEvent.click(radio("b"));
    expect(shown()).toBe("b");
  });

  it("reads a choice made before React took over the page, without a hydration mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Choice />);
    document.body.append(container);
    // The prerendered page says nothing of a choice: the CSS shows it until the app reads it.
    expect(shown()).toBe("not read");
    // A tap while the app loads: the browser checks the radio, and no listener of React's hears it.
    radio("c").click();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Choice />, { onRecoverableError: recoverable });
    });
    expect(shown()).toBe("c");
    expect(radio("c")).toBeChecked();
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it("chooses a radio as a tap would, so that the group hears of it", () => {
    render(<Choice />);
    fireEvent.click(screen.getByRole("button", { name: "choose c" }));
    expect(radio("c")).toBeChecked();
    expect(shown()).toBe("c");
  });
});
