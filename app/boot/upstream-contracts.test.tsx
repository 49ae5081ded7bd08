// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import {
  createBrowserRouter,
  RouterProvider,
  UNSAFE_useScrollRestoration as useScrollRestoration,
} from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { keyHistoryEntry } from "./history-key";
import { beginHydration, finishHydration } from "./hydration";
import { restoreScrollScript, scrollPositionsKey } from "./scroll-restoration";
import { Unhydrated } from "./unhydrated";

// What app/boot relies on in React and React Router without a public promise (README.md,
// "Upstream contracts"): each test here fails when an upgrade changes one of them.

declare global {
  // React's flag for environments that act() drives.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});
afterEach(() => vi.restoreAllMocks());

describe("React Router", () => {
  it("names the first entry by the key in history.state, as keyHistoryEntry writes it", () => {
    keyHistoryEntry();
    const router = createBrowserRouter([{ path: "/", element: null }]);
    const state: unknown = window.history.state;
    expect(state).toHaveProperty("key", router.state.location.key);
    expect(router.state.location.key).not.toBe("default");
    router.dispose();
  });

  it("keeps scroll positions under our storageKey as { entry key: position }, which the load script reads", async () => {
    window.history.replaceState({ key: "first", idx: 0 }, "", "/");
    function Page() {
      useScrollRestoration({ storageKey: scrollPositionsKey });
      return null;
    }
    const router = createBrowserRouter([
      { path: "/", Component: Page },
      { path: "/next", Component: Page },
    ]);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const container = document.createElement("div");
    const { createRoot } = await import("react-dom/client");
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={router} />));
    vi.spyOn(window, "scrollY", "get").mockReturnValue(250);
    await act(() => router.navigate("/next"));
    window.dispatchEvent(new Event("pagehide"));
    expect(JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? "{}")).toMatchObject({
      first: 250,
    });

    // A reload of that entry: the page's own load script puts it back before the first paint.
    window.history.replaceState({ key: "first", idx: 0 }, "", "/");
    scrollTo.mockClear();
    window.eval(restoreScrollScript());
    expect(scrollTo).toHaveBeenCalledWith({ top: 250, behavior: "instant" });
    act(() => root.unmount());
    router.dispose();
  });
});

describe("React", () => {
  it("adopts a prerendered element with empty dangerouslySetInnerHTML and leaves its children as served", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<section class="about"><p>as served</p></section>';
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, "error");
    beginHydration();
    await act(async () => {
      hydrateRoot(
        container,
        <Unhydrated as="section" revision="en" className="about">
          <p>as the client would render it</p>
        </Unhydrated>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    finishHydration();
    expect(container.innerHTML).toBe('<section class="about"><p>as served</p></section>');
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
